/* test_aeictl.c: the AEI controller (src/aei/aeictl.c, aeiplayer.c)
 * against the rules and against engines that misbehave: an engine's
 * answer is one move and nothing else (no takeback, resign or label);
 * sending never waits on an engine that reads slowly, and a move has a
 * deadline all the same; newgame comes before the options and the clock;
 * an engine has no terminal and leaves no process behind; a write to an
 * engine that ended fails without SIGPIPE, whose handling stays the
 * program's; an engine that cannot start is reported with its last words. */
#include "config.h"
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "aei/aeiplayer.h"
#include "notation/record.h"
#include "util/now.h"
#include "lib/test.h"

/* What a fake engine prints for the handshake (aei, then isready) without
 * reading anything. */
#define HANDSHAKE "printf 'protocol-version 1\\naeiok\\nreadyok\\n'; "

/* The folders scratch made in this process, removed when it exits (each
 * test runs in a process of its own unless CK_FORK=no). */
static char scratch_dirs[32][64];
static int scratch_n;

static void scratch_remove(void)
{
	/* not test_home_remove: the test is over, so no assertion may fail now */
	for (int i = 0; i < scratch_n; i++) {
		char cmd[sizeof scratch_dirs + 16];
		snprintf(cmd, sizeof cmd, "rm -rf '%s'", scratch_dirs[i]);
		if (system(cmd) != 0)
			fprintf(stderr, "test_aeictl: could not remove %s\n", scratch_dirs[i]);
	}
}

/* A fresh folder for a test's files, removed at exit. */
static const char *scratch(void)
{
	ck_assert_int_lt(scratch_n, 32);
	char *dir = scratch_dirs[scratch_n];
	snprintf(dir, sizeof scratch_dirs[0], "/tmp/test_aeictl.XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(dir));
	if (scratch_n++ == 0)
		atexit(scratch_remove);
	return dir;
}

/* Whether the file at path holds text (a line of it). */
static bool file_has(const char *path, const char *text)
{
	FILE *f = fopen(path, "r");
	char line[512];
	bool found = false;
	if (!f)
		return false;
	while (!found && fgets(line, sizeof line, f))
		found = strstr(line, text);
	fclose(f);
	return found;
}

/* The line number (from 1) of the first line of path that begins with
 * text, or 0. */
static int line_of(const char *path, const char *text)
{
	FILE *f = fopen(path, "r");
	char line[512];
	int n = 0, at = 0;
	if (!f)
		return 0;
	while (!at && fgets(line, sizeof line, f)) {
		n++;
		if (strncmp(line, text, strlen(text)) == 0)
			at = n;
	}
	fclose(f);
	return at;
}

/* Starts p as a fake engine: the handshake, then the shell command head
 * followed by the path of a new file (in file). */
static void start_with_file(struct aeiplayer *p, const char *head, char *file, size_t filesize)
{
	char cmd[512], why[256];
	snprintf(file, filesize, "%s/file", scratch());
	snprintf(cmd, sizeof cmd, HANDSHAKE "%s '%s'", head, file);
	ck_assert_msg(aeiplayer_start(p, cmd, why, sizeof why) == 0, "%s", why);
}

/* Waits up to ms for the file at path to exist and hold a line. */
static bool wait_file(const char *path, int ms)
{
	long end = now_ms() + ms;
	struct stat st;
	while (now_ms() < end) {
		if (stat(path, &st) == 0 && st.st_size > 0)
			return true;
		usleep(20000);
	}
	return false;
}

/* The first moves of tests/data/cases/goal.txt. */
static const char *const goal_moves[] = {
	"Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1",
	"rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7",
	"Ed2n Ed3n Ed4n Dg2n",
	"ee7s ee6s ee5s ee4s",
};

/* g: the game after the first n moves of goal.txt. */
static void goal_game(struct game *g, int n)
{
	struct record_error err;
	game_init(g);
	for (int i = 0; i < n; i++)
		ck_assert_int_eq(record_play_line(g, goal_moves[i], &err), 0);
}

/* Words a record reader takes, which are no move of an engine: each is
 * refused and the game is left exactly as it was. */
START_TEST(an_answer_is_one_move_and_nothing_else)
{
	static const char *const bad[] = {
		"takeback", "resign", "Db2n resign", "takeback Db2n", "3g Db2n", "Db2n 3g",
		"Db2n Hf2e Me2e Ce1n Cd1n", "", "Db2n\tfoo", "Ra1",
	};
	struct game g;
	char move[200], why[256];
	goal_game(&g, 4);
	uint64_t hash = g.pos.hash;
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		ck_assert_msg(aeiplayer_check_move(&g, bad[i], move, sizeof move, why, sizeof why) != 0,
			      "'%s' was taken as a move", bad[i]);
		ck_assert_msg(why[0] != '\0', "no reason for '%s'", bad[i]);
		ck_assert_uint_eq(g.nmoves, 4);
		ck_assert(g.pos.hash == hash);
	}
	game_free(&g);
}
END_TEST

/* A turn of steps is taken, with or without its capture tokens, and given
 * back in canonical form; the game is not changed. */
START_TEST(a_turn_is_taken_in_canonical_form)
{
	struct game g;
	char move[200], why[256];
	goal_game(&g, 4);
	ck_assert_int_eq(aeiplayer_check_move(&g, "  Db2n   Hf2e\tMe2e Ce1n ", move, sizeof move, why, sizeof why), 0);
	ck_assert_str_eq(move, "Db2n Hf2e Me2e Ce1n");
	ck_assert_uint_eq(g.nmoves, 4);
	game_free(&g);
}
END_TEST

/* In the setups only a setup is a move, and only of the side to set up. */
START_TEST(a_setup_is_taken_only_when_due)
{
	struct game g;
	char move[200], why[256];
	goal_game(&g, 1);
	ck_assert_int_ne(aeiplayer_check_move(&g, "Ed2n", move, sizeof move, why, sizeof why), 0);
	ck_assert_int_ne(aeiplayer_check_move(&g, goal_moves[0], move, sizeof move, why, sizeof why), 0);
	ck_assert_int_ne(aeiplayer_check_move(&g, "1s rh7", move, sizeof move, why, sizeof why), 0);
	ck_assert_int_eq(aeiplayer_check_move(&g, goal_moves[1], move, sizeof move, why, sizeof why), 0);
	ck_assert_str_eq(move, goal_moves[1]);
	ck_assert_uint_eq(g.nmoves, 1);
	game_free(&g);
	goal_game(&g, 2);
	ck_assert_int_ne(aeiplayer_check_move(&g, goal_moves[1], move, sizeof move, why, sizeof why), 0);
	game_free(&g);
}
END_TEST

/* An engine that does not read for a while: 20,000 lines (600 kB, far
 * more than a pipe holds) are queued before it reads anything, never
 * waiting on it; all of them reach it once it reads. (It used to wait up
 * to 2 s a line, the screen frozen, and then give up on the engine.) The
 * engine starts reading when the test lets it (a file next to its count)
 * or after 20 s, so a sending that waited for it would find it reading. */
START_TEST(sending_never_waits_on_a_slow_reader)
{
	char count[128], go[128], cmd[512], why[256];
	struct aeiplayer p;
	const char *dir = scratch();
	snprintf(count, sizeof count, "%s/file", dir);
	snprintf(go, sizeof go, "%s/go", dir);
	/* (the shell makes the file of the count when it starts reading) */
	snprintf(cmd, sizeof cmd, HANDSHAKE "i=0; while [ ! -e '%s' ] && [ $i -lt 400 ]; do sleep 0.05; i=$((i + 1)); done; "
		 "grep -c '^makemove ' > '%s'", go, count);
	ck_assert_msg(aeiplayer_start(&p, cmd, why, sizeof why) == 0, "%s", why);
	for (int i = 0; i < 20000; i++)
		ck_assert_int_eq(aeictl_send(&p.ctl, "makemove Ed2n Ed3n Ed4n Dg2n %05d", i), 0);
	ck_assert_msg(access(count, F_OK) != 0, "the sending waited for the engine to read");
	ck_assert(aeictl_pending(&p.ctl) > 0);
	FILE *f = fopen(go, "w");
	ck_assert_ptr_nonnull(f);
	fclose(f);
	/* the rest goes while its output is read */
	struct aeictl_msg m;
	long end = now_ms() + 30000;
	while (aeictl_pending(&p.ctl) > 0 && now_ms() < end)
		aeictl_read(&p.ctl, 100, &m);
	ck_assert_uint_eq(aeictl_pending(&p.ctl), 0);
	aeiplayer_stop(&p);
	ck_assert(wait_file(count, 5000));
	ck_assert(file_has(count, "20000"));
}
END_TEST

/* An engine that never reads: go returns at once, and the move's deadline
 * (its time and the margin) still ends it, on time. The move is asked as
 * if the margin had begun already (go's time given), so the test waits
 * its 200 ms and not the margin's seconds: were the margin not added, it
 * would end at once. */
START_TEST(a_move_has_a_deadline_however_slow_the_engine_reads)
{
	char why[256];
	struct aeiplayer p;
	struct game g;
	char move[200];
	ck_assert_msg(aeiplayer_start(&p, HANDSHAKE "exec sleep 100", why, sizeof why) == 0, "%s", why);
	goal_game(&g, 4);
	long t0 = now_ms();
	ck_assert_int_eq(aeiplayer_go_at(&p, &g, 200, false, NULL, t0 - AEIPLAYER_MARGIN_MS), 0);
	ck_assert(now_ms() - t0 < 1000);
	enum aeiplayer_poll r;
	do
		r = aeiplayer_poll(&p, &g, 100, move, sizeof move);
	while (r == AEIPLAYER_WAIT && now_ms() - t0 < 20000);
	ck_assert_int_eq(r, AEIPLAYER_FAILED);
	ck_assert_int_eq(p.fault, AEIPLAYER_TIMEOUT);
	ck_assert(now_ms() - t0 >= 200);
	aeiplayer_stop(&p);
	game_free(&g);
}
END_TEST

/* A new game is sent newgame first: the options and the clocks come after
 * it (an engine resets its clocks there), then the position, then go. */
START_TEST(newgame_comes_before_the_options_and_the_clock)
{
	char log[128];
	struct aeiplayer p;
	struct game g;
	start_with_file(&p, "cat >", log, sizeof log);
	aeiplayer_option(&p, "depth", "5");
	goal_game(&g, 4);
	struct aeiplayer_clock clk = { { 30, 60, 100, 0, 0, 0, 0 }, 55, 44, 7, 2 };
	ck_assert_int_eq(aeiplayer_go(&p, &g, 30000, false, &clk), 0);
	aeiplayer_stop(&p);
	ck_assert(wait_file(log, 5000));
	int newgame = line_of(log, "newgame");
	ck_assert_int_gt(newgame, 0);
	ck_assert_int_eq(line_of(log, "setoption"), newgame + 1);
	ck_assert_int_gt(line_of(log, "setoption name depth value 5"), newgame);
	int greserve = line_of(log, "setoption name greserve value 55");
	ck_assert_int_gt(greserve, line_of(log, "makemove ee7s ee6s ee5s ee4s"));
	ck_assert_int_gt(line_of(log, "setoption name sreserve value 44"), newgame);
	ck_assert_int_gt(line_of(log, "setoption name lastmoveused value 7"), newgame);
	ck_assert_int_gt(line_of(log, "setoption name moveused value 2"), newgame);
	ck_assert_int_gt(line_of(log, "go"), greserve);
	game_free(&g);
}
END_TEST

/* --engine-time N: N seconds a move and a reserve refilled every move,
 * which the engine has on top (an engine that keeps a margin of its
 * reserve does not think it has no time). */
START_TEST(a_fixed_time_comes_with_a_reserve)
{
	struct aeiplayer_clock clk;
	long limit;
	aeiplayer_fixed_clock(10, &clk, &limit);
	ck_assert_int_eq(clk.tc.move, 10);
	ck_assert_int_gt(clk.tc.reserve, 0);
	ck_assert_int_eq(clk.greserve, clk.tc.reserve);
	ck_assert_int_eq(clk.sreserve, clk.tc.reserve);
	ck_assert_int_eq(limit, (10 + clk.tc.reserve) * 1000);
}
END_TEST

/* An engine cannot open the terminal (it has none: a session of its own),
 * and what it starts, even in a new session of its own or left behind
 * when it ends, is gone once it is stopped. */
START_TEST(an_engine_has_no_terminal_and_leaves_nothing)
{
	const char *dir = scratch();
	char cmd[1024], tty[128], pids[128], why[256];
	snprintf(tty, sizeof tty, "%s/tty", dir);
	snprintf(pids, sizeof pids, "%s/pids", dir);
	snprintf(cmd, sizeof cmd,
		 "if (: > /dev/tty) 2>/dev/null; then echo opened > '%s'; else echo refused > '%s'; fi; "
		 "setsid sh -c 'echo $$ >> \"$1\"; exec sleep 1000' sh '%s' & "
		 "(sh -c 'echo $$ >> \"$1\"; exec sleep 1000' sh '%s' &); "
		 HANDSHAKE "exec sleep 1000", tty, tty, pids, pids);
	struct aeiplayer p;
	ck_assert_msg(aeiplayer_start(&p, cmd, why, sizeof why) == 0, "%s", why);
	long end = now_ms() + 5000;
	while (now_ms() < end) {
		FILE *f = fopen(pids, "r");
		int n = 0;
		char line[64];
		while (f && fgets(line, sizeof line, f))
			n++;
		if (f)
			fclose(f);
		if (n >= 2)
			break;
		usleep(20000);
	}
	ck_assert(file_has(tty, "refused"));
	aeiplayer_stop(&p);
	FILE *f = fopen(pids, "r");
	ck_assert_ptr_nonnull(f);
	long pid;
	int n = 0;
	while (fscanf(f, "%ld", &pid) == 1) {
		n++;
		ck_assert_msg(kill((pid_t)pid, 0) != 0 && errno == ESRCH, "process %ld survived its engine", pid);
	}
	fclose(f);
	ck_assert_int_eq(n, 2);
}
END_TEST

/* Writing to an engine that has ended fails (the engine is reported), and
 * neither kills the program with SIGPIPE nor changes how the program
 * handles SIGPIPE. */
START_TEST(a_write_to_an_ended_engine_fails_without_sigpipe)
{
	char why[256];
	struct aeiplayer p;
	struct sigaction sa;
	signal(SIGPIPE, SIG_DFL);
	ck_assert_msg(aeiplayer_start(&p, HANDSHAKE "sleep 0.3", why, sizeof why) == 0, "%s", why);
	usleep(800000);
	int r = 0;
	for (int i = 0; i < 100 && r == 0; i++)
		r = aeictl_send(&p.ctl, "makemove Ed2n");
	ck_assert_int_eq(r, -1);
	ck_assert_int_eq(sigaction(SIGPIPE, NULL, &sa), 0);
	ck_assert(sa.sa_handler == SIG_DFL);
	sigset_t pending;
	sigpending(&pending);
	ck_assert(!sigismember(&pending, SIGPIPE));
	aeiplayer_stop(&p);
}
END_TEST

/* An engine that cannot start is reported with its last words: the
 * shell's "not found" for a command that is not there. */
START_TEST(an_engine_that_cannot_start_says_why)
{
	char why[512];
	struct aeiplayer p;
	ck_assert_int_ne(aeiplayer_start(&p, "no-such-engine-here --aei", why, sizeof why), 0);
	ck_assert_msg(strstr(why, "its last words: stderr: ") && strstr(why, "not found"), "%s", why);
}
END_TEST

/* The handshake without waiting (the screens' C and A): aeiplayer_begin
 * returns at once although the engine answers only after a second; the
 * polls finish the handshake; then it plays. It took up to 10 s of a
 * frozen screen. */
START_TEST(the_handshake_does_not_wait)
{
	char why[256], move[64];
	struct aeiplayer p;
	struct game g;
	game_init(&g);
	long t0 = now_ms();
	ck_assert_msg(aeiplayer_begin(&p, "sleep 1; " HANDSHAKE "read a; read b; read c; echo 'bestmove Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ea2 Mb2 Hc2 Hd2 De2 Df2 Cg2 Ch2'; exec sleep 100",
				      t0, why, sizeof why) == 0, "%s", why);
	ck_assert_msg(now_ms() - t0 < 500, "aeiplayer_begin took %ld ms", now_ms() - t0);
	ck_assert(p.opening);
	while (p.opening && now_ms() - t0 < 8000)
		ck_assert_int_eq(aeiplayer_poll(&p, &g, 100, move, sizeof move), AEIPLAYER_WAIT);
	ck_assert(!p.opening);
	ck_assert_int_ge(now_ms() - t0, 900);
	ck_assert_int_eq(aeiplayer_go(&p, &g, 5000, false, NULL), 0);
	enum aeiplayer_poll r = AEIPLAYER_WAIT;
	while (r == AEIPLAYER_WAIT && now_ms() - t0 < 15000)
		r = aeiplayer_poll(&p, &g, 100, move, sizeof move);
	ck_assert_msg(r == AEIPLAYER_MOVE, "%d %s", r, p.reason);
	aeiplayer_stop(&p);
	game_free(&g);
}
END_TEST

/* The handshake's lines given by the test (the engine reads and says
 * nothing): protocol-version 1 and aeiok, then readyok; out of order, or
 * too late, it fails with the reason. */
START_TEST(the_handshake_line_by_line)
{
	static const struct {
		const char *lines[4];
		bool ok;
		const char *why;
	} cases[] = {
		{ { "protocol-version 1", "id name fake", "aeiok", "readyok" }, true, NULL },
		{ { "aeiok", NULL }, false, "aeiok without protocol-version" },
		{ { "protocol-version 2", NULL }, false, "protocol-version 2 is not 1" },
		{ { "bestmove Ed2n", NULL }, false, "is not an answer to aei" },
		{ { "protocol-version 1", "aeiok", "hello", NULL }, false, "which is not AEI" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char why[256], move[8];
		struct aeiplayer p;
		struct aeictl_msg m;
		enum aeiplayer_poll r = AEIPLAYER_WAIT;
		ck_assert_msg(aeiplayer_begin(&p, "exec cat > /dev/null", 1000, why, sizeof why) == 0, "%s", why);
		for (int k = 0; k < 4 && cases[i].lines[k] && r == AEIPLAYER_WAIT; k++) {
			aeictl_take_line(&p.ctl, cases[i].lines[k], &m);
			r = aeiplayer_take(&p, NULL, &m, move, sizeof move);
		}
		if (cases[i].ok) {
			ck_assert_int_eq(r, AEIPLAYER_WAIT);
			ck_assert_int_eq(p.opening, 0);
			ck_assert_str_eq(p.ctl.name, "fake");
		} else {
			ck_assert_int_eq(r, AEIPLAYER_FAILED);
			ck_assert_msg(strstr(p.reason, cases[i].why), "case %zu: %s", i, p.reason);
		}
		aeiplayer_stop(&p);
	}
	/* no aeiok in AEIPLAYER_OPEN_MS */
	char why[256];
	struct aeiplayer p;
	ck_assert_msg(aeiplayer_begin(&p, "exec cat > /dev/null", 1000, why, sizeof why) == 0, "%s", why);
	ck_assert_int_eq(aeiplayer_tick(&p, 1000 + AEIPLAYER_OPEN_MS - 1), AEIPLAYER_WAIT);
	ck_assert_int_eq(aeiplayer_tick(&p, 1000 + AEIPLAYER_OPEN_MS), AEIPLAYER_FAILED);
	ck_assert_msg(strstr(p.reason, "no aeiok within"), "%s", p.reason);
	aeiplayer_stop(&p);
}
END_TEST

/* "builtin" names this program as an engine; other commands are kept. */
START_TEST(builtin_names_this_program)
{
	char *self = aeictl_self_command("/somewhere/it's");
	ck_assert(strstr(self, "' --aei"));
	ck_assert_ptr_eq(aeictl_command("builtin", self), self);
	ck_assert_str_eq(aeictl_command("builtin2", self), "builtin2");
	ck_assert_str_eq(aeictl_command("arimaa --aei", self), "arimaa --aei");
	free(self);
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("aeictl");
	TCase *t = tcase_create("move");
	tcase_add_test(t, an_answer_is_one_move_and_nothing_else);
	tcase_add_test(t, a_turn_is_taken_in_canonical_form);
	tcase_add_test(t, a_setup_is_taken_only_when_due);
	suite_add_tcase(s, t);
	t = tcase_create("engines");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, sending_never_waits_on_a_slow_reader);
	tcase_add_test(t, a_move_has_a_deadline_however_slow_the_engine_reads);
	tcase_add_test(t, newgame_comes_before_the_options_and_the_clock);
	tcase_add_test(t, a_fixed_time_comes_with_a_reserve);
	tcase_add_test(t, an_engine_has_no_terminal_and_leaves_nothing);
	tcase_add_test(t, a_write_to_an_ended_engine_fails_without_sigpipe);
	tcase_add_test(t, an_engine_that_cannot_start_says_why);
	tcase_add_test(t, the_handshake_does_not_wait);
	tcase_add_test(t, the_handshake_line_by_line);
	tcase_add_test(t, builtin_names_this_program);
	suite_add_tcase(s, t);
	return s;
}

/* test_aei.c: the AEI line helpers (src/aei/aeiline.c): splitting
 * messages, setoption's arguments, lines read with a cap on their length;
 * and the engine as a player (src/aei/aeiplayer.c) with its lines and the
 * time given by the test, no process: a move, an illegal move, garbage, an
 * engine that ends, one that runs out of time, an analysis stopped at its
 * limit, a cancelled search whose answer is dropped (the built-in player's
 * own tests are in test_engine.c; a real process in tests/aei/). */
#include "config.h"
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include "aei/aeiline.h"
#include "aei/aeiplayer.h"
#include "notation/record.h"
#include <stdio.h>
#include "lib/test.h"

START_TEST(split_type_and_rest)
{
	char line[] = "setoption name depth value 6  ";
	char *type, *rest;
	aeiline_split(line, &type, &rest);
	ck_assert_str_eq(type, "setoption");
	ck_assert_str_eq(rest, "name depth value 6");
	char bare[] = "go";
	aeiline_split(bare, &type, &rest);
	ck_assert_str_eq(type, "go");
	ck_assert_str_eq(rest, "");
}
END_TEST

START_TEST(option_name_and_value)
{
	char *name, *value;
	char a[] = "name opponent value bot Clueless";
	ck_assert_int_eq(aeiline_option(a, &name, &value), 0);
	ck_assert_str_eq(name, "opponent");
	ck_assert_str_eq(value, "bot Clueless");
	char b[] = "name rated";
	ck_assert_int_eq(aeiline_option(b, &name, &value), 0);
	ck_assert_str_eq(name, "rated");
	ck_assert_ptr_null(value);
	char c[] = "depth value 6";
	ck_assert_int_eq(aeiline_option(c, &name, &value), -1);
	char d[] = "name depth 6";
	ck_assert_int_eq(aeiline_option(d, &name, &value), -1);
	char e[] = "name";
	ck_assert_int_eq(aeiline_option(e, &name, &value), -1);
}
END_TEST

/* Writes text into a pipe and returns its read end (the write end closed). */
static int test_pipe(const char *text, size_t n)
{
	int fd[2];
	ck_assert_int_eq(pipe(fd), 0);
	ck_assert_int_eq(write(fd[1], text, n), (ssize_t)n);
	close(fd[1]);
	return fd[0];
}

START_TEST(reader_line_ends_and_last_line)
{
	static const char text[] = "aeiok\r\nreadyok\nbestmove Ed2n";
	int fd = test_pipe(text, sizeof text - 1);
	static struct aeiline_reader r;
	static struct aeiline line;
	aeiline_reader_init(&r);
	while (aeiline_fill(&r, fd) > 0)
		;
	ck_assert(aeiline_next(&r, &line));
	ck_assert_str_eq(line.text, "aeiok");
	ck_assert(aeiline_next(&r, &line));
	ck_assert_str_eq(line.text, "readyok");
	ck_assert(aeiline_next(&r, &line));
	ck_assert_str_eq(line.text, "bestmove Ed2n");
	ck_assert(!aeiline_next(&r, &line));
	close(fd);
}
END_TEST

START_TEST(reader_cuts_a_long_line_and_goes_on)
{
	static char text[3 * AEILINE_MAX];
	size_t n = 0;
	memset(text, 'i', 2 * AEILINE_MAX + 10);
	n = 2 * AEILINE_MAX + 10;
	memcpy(text + n, "\nreadyok\n", 9);
	n += 9;
	int fd[2];
	ck_assert_int_eq(pipe(fd), 0);
	static struct aeiline_reader r;
	static struct aeiline line;
	aeiline_reader_init(&r);
	/* fed in pieces, as a pipe delivers them */
	size_t done = 0, got = 0;
	bool cut = false, ready = false;
	while (done < n || !r.eof) {
		if (done < n) {
			size_t k = n - done < 1000 ? n - done : 1000;
			ck_assert_int_eq(write(fd[1], text + done, k), (ssize_t)k);
			done += k;
			if (done == n)
				close(fd[1]);
		}
		aeiline_fill(&r, fd[0]);
		while (aeiline_next(&r, &line)) {
			got++;
			if (line.too_long) {
				ck_assert_uint_eq(line.len, AEILINE_MAX);
				ck_assert_int_eq(line.text[0], 'i');
				cut = true;
			} else {
				ck_assert_str_eq(line.text, "readyok");
				ready = true;
			}
		}
	}
	ck_assert(cut && ready);
	ck_assert_uint_eq(got, 2);
	close(fd[0]);
}
END_TEST

/* ---- the engine as a player, its lines and the time given ---- */

static struct aeiplayer tp;
static int tp_read = -1;     /* what the player sent, from a pipe */
static struct game tp_game;
static char tp_move[AEILINE_MAX + 1];

/* A player with no process: what it sends goes into a pipe the test reads;
 * the game is after both setups, Gold to move. */
static void tp_open(void)
{
	int fd[2];
	struct record_error err;
	memset(&tp, 0, sizeof tp);
	ck_assert_int_eq(pipe(fd), 0);
	fcntl(fd[0], F_SETFL, O_NONBLOCK);
	fcntl(fd[1], F_SETFL, O_NONBLOCK);
	tp.ctl.pid = -1;
	tp.ctl.to_fd = fd[1];
	tp.ctl.from_fd = tp.ctl.err_fd = -1;
	tp.ctl.status = -1;
	tp.started = true;
	tp_read = fd[0];
	game_init(&tp_game);
	ck_assert_int_eq(record_play_line(&tp_game, "1g Ra1 Rb1 Rc1 Dd1 De1 Rf1 Rg1 Rh1 Ra2 Hb2 Cc2 Ed2 Me2 Cf2 Hg2 Rh2", &err), 0);
	ck_assert_int_eq(record_play_line(&tp_game, "1s ra8 rb8 rc8 dd8 de8 rf8 rg8 rh8 ra7 hb7 cc7 ed7 me7 cf7 hg7 rh7", &err), 0);
}

static void tp_close(void)
{
	aeiplayer_stop(&tp);
	close(tp_read);
	game_free(&tp_game);
}

/* What the player has sent since the last call, as one string. */
static const char *tp_sent(void)
{
	static char buf[8192];
	ssize_t n = read(tp_read, buf, sizeof buf - 1);
	buf[n > 0 ? n : 0] = '\0';
	return buf;
}

/* The engine sends line. */
static enum aeiplayer_poll tp_line(const char *line)
{
	struct aeictl_msg m;
	aeictl_take_line(&tp.ctl, line, &m);
	return aeiplayer_take(&tp, &tp_game, &m, tp_move, sizeof tp_move);
}

START_TEST(player_reads_a_move_and_its_info)
{
	tp_open();
	ck_assert_int_eq(aeiplayer_go_at(&tp, &tp_game, 2000, false, NULL, 1000), 0);
	const char *sent = tp_sent();
	ck_assert_ptr_nonnull(strstr(sent, "newgame\n"));
	ck_assert_ptr_nonnull(strstr(sent, "makemove Ra1 Rb1"));
	ck_assert_ptr_nonnull(strstr(sent, "\ngo\n"));
	ck_assert_int_eq(tp_line("info score 37"), AEIPLAYER_WAIT);
	ck_assert_int_eq(tp_line("log thinking hard"), AEIPLAYER_WAIT);
	ck_assert_str_eq(tp.info.score, "37");
	ck_assert_str_eq(tp.info.log, "thinking hard");
	/* within its time, nothing happens */
	ck_assert_int_eq(aeiplayer_tick(&tp, 1000 + 2000 + AEIPLAYER_MARGIN_MS - 1), AEIPLAYER_WAIT);
	/* a capture token is rebuilt from the steps; the game is not changed */
	ck_assert_int_eq(tp_line("bestmove Ed2n Ed3n Ed4n Ed5n"), AEIPLAYER_MOVE);
	ck_assert_str_eq(tp_move, "Ed2n Ed3n Ed4n Ed5n");
	ck_assert(!tp.thinking);
	ck_assert_uint_eq(tp_game.nmoves, 2);
	/* after its move, no clock runs for it */
	ck_assert_int_eq(aeiplayer_tick(&tp, 1000000), AEIPLAYER_WAIT);
	tp_close();
}
END_TEST

START_TEST(player_refuses_an_illegal_move_and_a_takeback)
{
	static const char *const answers[] = { "bestmove Ed2n Ed3n Ed4n Ed5n Ed6n", "bestmove takeback",
					       "bestmove Ed2e", "bestmove 2g Ed2n" };
	for (size_t i = 0; i < sizeof answers / sizeof answers[0]; i++) {
		tp_open();
		ck_assert_int_eq(aeiplayer_go_at(&tp, &tp_game, 2000, false, NULL, 0), 0);
		ck_assert_int_eq(tp_line(answers[i]), AEIPLAYER_FAILED);
		ck_assert_int_eq(tp.fault, AEIPLAYER_ILLEGAL);
		ck_assert_msg(strstr(tp.reason, "illegal move"), "%s: %s", answers[i], tp.reason);
		ck_assert_uint_eq(tp_game.nmoves, 2);
		tp_close();
	}
}
END_TEST

START_TEST(player_fails_on_garbage_an_end_and_its_time)
{
	tp_open();
	ck_assert_int_eq(aeiplayer_go_at(&tp, &tp_game, 2000, false, NULL, 0), 0);
	ck_assert_int_eq(tp_line("hello there"), AEIPLAYER_FAILED);
	ck_assert_int_eq(tp.fault, AEIPLAYER_GARBAGE);
	ck_assert_ptr_nonnull(strstr(tp.reason, "hello there"));
	tp_close();

	tp_open();
	ck_assert_int_eq(aeiplayer_go_at(&tp, &tp_game, 2000, false, NULL, 0), 0);
	struct aeictl_msg end = { .type = AEICTL_EOF };
	ck_assert_int_eq(aeiplayer_take(&tp, &tp_game, &end, tp_move, sizeof tp_move), AEIPLAYER_FAILED);
	ck_assert_int_eq(tp.fault, AEIPLAYER_CRASH);
	tp_close();

	/* its time and the margin, to the millisecond */
	tp_open();
	ck_assert_int_eq(aeiplayer_go_at(&tp, &tp_game, 2000, false, NULL, 500), 0);
	ck_assert_int_eq(aeiplayer_tick(&tp, 500 + 2000 + AEIPLAYER_MARGIN_MS - 1), AEIPLAYER_WAIT);
	ck_assert_int_eq(aeiplayer_tick(&tp, 500 + 2000 + AEIPLAYER_MARGIN_MS), AEIPLAYER_FAILED);
	ck_assert_int_eq(tp.fault, AEIPLAYER_TIMEOUT);
	/* a move after that is not taken */
	ck_assert_int_eq(tp_line("bestmove Ed2n"), AEIPLAYER_FAILED);
	tp_close();
}
END_TEST

START_TEST(analysis_is_stopped_at_its_limit)
{
	tp_open();
	ck_assert_int_eq(aeiplayer_go_at(&tp, &tp_game, 3000, true, NULL, 100), 0);
	(void)tp_sent();
	ck_assert_int_eq(aeiplayer_tick(&tp, 3099), AEIPLAYER_WAIT);
	ck_assert_str_eq(tp_sent(), "");
	ck_assert_int_eq(aeiplayer_tick(&tp, 3100), AEIPLAYER_WAIT);
	ck_assert_str_eq(tp_sent(), "stop\n");
	ck_assert_int_eq(aeiplayer_tick(&tp, 3200), AEIPLAYER_WAIT);
	ck_assert_str_eq(tp_sent(), "");        /* once */
	ck_assert_int_eq(tp_line("bestmove Hb2n"), AEIPLAYER_MOVE);
	ck_assert_str_eq(tp_move, "Hb2n");
	tp_close();
}
END_TEST

START_TEST(a_cancelled_search_answer_is_dropped)
{
	tp_open();
	ck_assert_int_eq(aeiplayer_go_at(&tp, &tp_game, 2000, false, NULL, 0), 0);
	(void)tp_sent();
	aeiplayer_cancel(&tp);
	ck_assert_str_eq(tp_sent(), "stop\nisready\n");
	ck_assert(!tp.thinking);
	/* the engine is asked again before its old answer comes */
	ck_assert_int_eq(aeiplayer_go_at(&tp, &tp_game, 2000, false, NULL, 10), 0);
	ck_assert_int_eq(tp_line("bestmove Ed2n"), AEIPLAYER_WAIT);   /* the old search's */
	ck_assert_int_eq(tp_line("readyok"), AEIPLAYER_WAIT);
	ck_assert_int_eq(tp_line("bestmove Hb2n"), AEIPLAYER_MOVE);    /* the new one's */
	ck_assert_str_eq(tp_move, "Hb2n");
	tp_close();
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("aei");
	TCase *t = tcase_create("aeiline");
	tcase_add_test(t, split_type_and_rest);
	tcase_add_test(t, option_name_and_value);
	tcase_add_test(t, reader_line_ends_and_last_line);
	tcase_add_test(t, reader_cuts_a_long_line_and_goes_on);
	suite_add_tcase(s, t);
	TCase *pl = tcase_create("aeiplayer");
	tcase_add_test(pl, player_reads_a_move_and_its_info);
	tcase_add_test(pl, player_refuses_an_illegal_move_and_a_takeback);
	tcase_add_test(pl, player_fails_on_garbage_an_end_and_its_time);
	tcase_add_test(pl, analysis_is_stopped_at_its_limit);
	tcase_add_test(pl, a_cancelled_search_answer_is_dropped);
	suite_add_tcase(s, pl);
	return s;
}

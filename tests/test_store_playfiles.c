/* test_store_playfiles.c: the files of the game being played: the locked
 * autosave slot after every move, two processes at once, finished games
 * kept, `:save [FILE]`, resume or keep the old autosave, adopting a loaded
 * record's headers, and the signal flag. */
#include "config.h"

#include <check.h>
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>

#include "store/atomic.h"
#include "store/gamefile.h"
#include "store/load.h"
#include "store/paths.h"
#include "store/playfiles.h"
#include "util/signals.h"
#include <stdio.h>
#include "lib/test.h"

static char tmpdir[256];

static void setup(void)
{
	snprintf(tmpdir, sizeof tmpdir, "/tmp/arimaa-playfiles-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(tmpdir));
	unsetenv("XDG_STATE_HOME");
	unsetenv("XDG_DATA_HOME");
	setenv("HOME", tmpdir, 1);
}

static void teardown(void)
{
	atomic_set_write_fn(NULL);
	char cmd[600];

	snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
	ck_assert_int_eq(system(cmd), 0);
}

static void load_case(const char *name, struct load_result *r)
{
	char *cause = NULL;

	ck_assert_msg(load_path(test_data(name), NULL, r, &cause) == 0, "%s: %s", name, cause);
}

/* A new game made of the first n moves of g (which began with the setups). */
static void first_moves(const struct game *g, size_t n, struct game *out)
{
	struct step steps[TURN_MAX_STEPS];
	enum step_error se;
	enum turn_end te;
	int bad;

	game_init(out);
	for (size_t i = 0; i < n; i++) {
		const struct game_move *m = &g->moves[i];
		if (m->type == MOVE_SETUP) {
			ck_assert_int_eq(game_setup(out, m->placements, m->nplacements), SETUP_OK);
			continue;
		}
		ck_assert_int_eq(m->type, MOVE_TURN);
		for (int k = 0; k < m->nsteps; k++)
			steps[k] = m->steps[k].step;
		ck_assert_int_eq(game_play_steps(out, steps, m->nsteps, &bad, &se, &te), GAME_PLAYED);
	}
	ck_assert_int_eq(out->nmoves, n);
}

/* The path of name in the state directory (static buffer). */
static const char *state(const char *name)
{
	static char buf[1024];

	snprintf(buf, sizeof buf, "%s/.local/state/arimaa/%s", tmpdir, name);
	return buf;
}

/* How many names in directory sub of the home end with suffix (and do not
 * start with a dot). */
static int names_in(const char *sub, const char *suffix)
{
	char dir[600];
	DIR *d;
	struct dirent *e;
	int n = 0;

	snprintf(dir, sizeof dir, "%s/%s", tmpdir, sub);
	if (!(d = opendir(dir)))
		return 0;
	while ((e = readdir(d))) {
		size_t len = strlen(e->d_name), slen = strlen(suffix);
		n += e->d_name[0] != '.' && len >= slen && strcmp(e->d_name + len - slen, suffix) == 0;
	}
	closedir(d);
	return n;
}

/* How many files in the data directory (saved games). */
static int saved_games(void)
{
	return names_in(".local/share/arimaa", "");
}

/* How many lock files the state directory holds. */
static int lock_files(void)
{
	return names_in(".local/state/arimaa", ".lock");
}

START_TEST(claim_touches_nothing_before_it_and_takes_slot_one)
{
	struct playfiles s;
	struct stat st;
	char *cause = NULL, want[600];

	playfiles_init(&s, NULL, NULL, NULL);
	snprintf(want, sizeof want, "%s/.local", tmpdir);
	ck_assert_int_eq(stat(want, &st), -1);
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
	ck_assert_str_eq(s.autosave, state("autosave.txt"));
	ck_assert_int_eq(s.slot, 1);
	ck_assert_int_eq(s.busy, 0);
	snprintf(want, sizeof want, "%s/.local/state/arimaa", tmpdir);
	ck_assert_int_eq(stat(want, &st), 0);
	ck_assert_int_eq(st.st_mode & 0777, 0700);
	playfiles_free(&s);
}
END_TEST

START_TEST(two_games_at_once_each_keep_every_turn)
{
	struct playfiles a, b, c;
	struct load_result whole, found;
	struct game ga, gb;
	char *cause = NULL;

	load_case("cases/goal.txt", &whole);
	playfiles_init(&a, "A", NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&a, true, NULL, &cause), 0);
	playfiles_init(&b, "B", NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&b, true, NULL, &cause), 0);
	/* the second is told the first slot is held, and gets its own */
	ck_assert_int_eq(b.busy, 1);
	ck_assert_int_eq(b.slot, 2);
	ck_assert_str_eq(b.autosave, state("autosave.2.txt"));
	/* turns of both, interleaved: A plays 4 and 6 moves, B 5 and 7 */
	for (size_t n = 4; n <= 7; n++) {
		struct playfiles *p = n % 2 == 0 ? &a : &b;
		struct game g;
		first_moves(&whole.game, n, &g);
		ck_assert_int_eq(playfiles_autosave(p, &g, NULL, &cause), 0);
		game_free(&g);
	}
	first_moves(&whole.game, 6, &ga);
	first_moves(&whole.game, 7, &gb);
	/* A third process while both run: a third slot, nothing of theirs touched. */
	playfiles_init(&c, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&c, true, NULL, &cause), 0);
	ck_assert_int_eq(c.slot, 3);
	ck_assert_int_eq(c.busy, 2);
	playfiles_free(&c);
	ck_assert_int_eq(playfiles_find_file(state("autosave.txt"), &found, &cause), 1);
	fixture_assert_same_game(&ga, &found.game, "A's autosave");
	load_free(&found);
	ck_assert_int_eq(playfiles_find_file(state("autosave.2.txt"), &found, &cause), 1);
	fixture_assert_same_game(&gb, &found.game, "B's autosave");
	load_free(&found);
	/* B is killed (its lock goes with it); the next start offers B's game
	 * while A still plays. */
	playfiles_free(&b);
	playfiles_init(&c, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&c, true, NULL, &cause), 0);
	ck_assert_int_eq(c.slot, 2);
	ck_assert_int_eq(playfiles_find_resume(&c, &found, &cause), 1);
	fixture_assert_same_game(&gb, &found.game, "B's game resumed");
	load_free(&found);
	playfiles_free(&c);
	/* A game opened from a file takes the first free slot (where the
	 * screens keep the unfinished game aside before the first autosave). */
	playfiles_init(&c, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&c, false, NULL, &cause), 0);
	ck_assert_int_eq(c.slot, 2);
	playfiles_free(&c);
	playfiles_free(&a);
	game_free(&ga);
	game_free(&gb);
	load_free(&whole);
}
END_TEST

START_TEST(finished_game_is_kept_and_the_next_game_leaves_it)
{
	struct playfiles s;
	struct load_result whole, back;
	struct game g;
	char *cause = NULL, *kept = NULL, first[1024];
	struct stat st;

	load_case("cases/goal.txt", &whole);
	playfiles_init(&s, "Alice", "Bob", NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
	first_moves(&whole.game, 6, &g);
	ck_assert_int_eq(playfiles_autosave(&s, &g, &kept, &cause), 0);
	ck_assert_ptr_null(kept);
	game_free(&g);
	/* the goal: kept in the saved-games directory, the player told where */
	ck_assert_int_eq(playfiles_autosave(&s, &whole.game, &kept, &cause), 0);
	ck_assert_ptr_nonnull(kept);
	ck_assert_msg(strstr(kept, "/.local/share/arimaa/"), "kept: %s", kept);
	snprintf(first, sizeof first, "%s", kept);
	free(kept);
	ck_assert_int_eq(stat(state("autosave.txt"), &st), -1);
	ck_assert_int_eq(load_path(first, NULL, &back, &cause), 0);
	fixture_assert_same_game(&whole.game, &back.game, "kept");
	ck_assert_str_eq(record_header(&back.rec, "Result"), "1-0");
	ck_assert_str_eq(record_header(&back.rec, "White"), "Alice");
	load_free(&back);
	/* the next game, in this run and the next: the kept file stays */
	playfiles_restart(&s);
	game_init(&g);
	ck_assert_int_eq(playfiles_autosave(&s, &g, &kept, &cause), 0);
	playfiles_free(&s);
	playfiles_init(&s, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
	first_moves(&whole.game, 3, &g);
	ck_assert_int_eq(playfiles_autosave(&s, &g, &kept, &cause), 0);
	/* and finishing it keeps it under another name */
	game_free(&g);
	first_moves(&whole.game, whole.game.nmoves, &g);
	ck_assert_int_eq(playfiles_autosave(&s, &g, &kept, &cause), 0);
	ck_assert_ptr_nonnull(kept);
	ck_assert_str_ne(kept, first);
	free(kept);
	ck_assert_int_eq(saved_games(), 2);
	ck_assert_int_eq(load_path(first, NULL, &back, &cause), 0);
	fixture_assert_same_game(&whole.game, &back.game, "first kept game");
	load_free(&back);
	game_free(&g);
	playfiles_free(&s);
	load_free(&whole);
}
END_TEST

START_TEST(finished_game_left_in_the_autosave_is_kept_at_the_claim)
{
	struct playfiles s;
	char *cause = NULL, *kept = NULL, *text, *back;
	size_t len, blen;
	struct stat st;

	char cmd[1200];
	snprintf(cmd, sizeof cmd, "mkdir -p %s", state(""));
	ck_assert_int_eq(system(cmd), 0);
	text = test_slurp(test_data("cases/goal.txt"), &len);
	test_put(state("autosave.txt"), text);
	playfiles_init(&s, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, &kept, &cause), 0);
	ck_assert_ptr_nonnull(kept);
	back = test_slurp(kept, &blen);
	ck_assert_str_eq(back, text);
	ck_assert_int_eq(stat(state("autosave.txt"), &st), -1);
	free(back);
	free(kept);
	free(text);
	playfiles_free(&s);
}
END_TEST

START_TEST(claim_removes_the_temp_files_a_kill_left_in_its_slot_only)
{
	struct playfiles a, b;
	char *cause = NULL;
	struct stat st;
	char cmd[1200];

	snprintf(cmd, sizeof cmd, "mkdir -p %s", state(""));
	ck_assert_int_eq(system(cmd), 0);
	test_put(state(".autosave.txt.Ab12Cd"), "half a game");
	test_put(state(".autosave.2.txt.Xy34Zw"), "half a game");
	playfiles_init(&a, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&a, true, NULL, &cause), 0);
	ck_assert_int_eq(stat(state(".autosave.txt.Ab12Cd"), &st), -1);
	ck_assert_int_eq(stat(state(".autosave.2.txt.Xy34Zw"), &st), 0);
	playfiles_init(&b, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&b, true, NULL, &cause), 0);
	ck_assert_int_eq(stat(state(".autosave.2.txt.Xy34Zw"), &st), -1);
	playfiles_free(&b);
	playfiles_free(&a);
}
END_TEST

START_TEST(a_record_read_in_part_is_never_saved_over)
{
	struct playfiles s;
	struct load_result r;
	char path[600], *cause = NULL, *where = NULL, *before, *after;
	static const char bad[] =
		"Event: e\n\n"
		"1g Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1\n"
		"1s rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7\n"
		"2g Ed2n Ed3n\n2s ee7s ee6s ee5s ee4s ee3s\n3g Ra2n\n";

	snprintf(path, sizeof path, "%s/mine.txt", tmpdir);
	test_put(path, bad);
	ck_assert_int_eq(load_path(path, NULL, &r, &cause), 0);
	ck_assert(r.illegal);
	playfiles_init(&s, NULL, NULL, NULL);
	playfiles_adopt(&s, &r, path, false);
	ck_assert_ptr_null(s.save_path);
	ck_assert_int_eq(playfiles_save(&s, &r.game, NULL, &where, &cause), 0);
	ck_assert_str_ne(where, path);
	before = test_slurp(path, NULL);
	ck_assert_str_eq(before, bad);
	after = test_slurp(where, NULL);
	ck_assert_msg(strncmp(after, "Event: e\nPlyCount: 2\n\n", 22) == 0, "%s", after);
	free(before);
	free(after);
	free(where);
	load_free(&r);
	playfiles_free(&s);
}
END_TEST

START_TEST(save_target_view_and_rules_survive_a_resume)
{
	struct playfiles s;
	struct load_result whole, found;
	struct game g;
	char path[600], *cause = NULL, *where = NULL, *text;

	load_case("cases/goal.txt", &whole);
	playfiles_init(&s, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
	first_moves(&whole.game, 5, &g);
	g.old_rules = true;
	snprintf(path, sizeof path, "%s/mine.txt", tmpdir);
	ck_assert_int_eq(playfiles_save(&s, &g, path, &where, &cause), 0);
	free(where);
	s.hotseat = true;
	s.flipped = true;
	ck_assert_int_eq(playfiles_autosave(&s, &g, NULL, &cause), 0);
	/* the file saved by name has none of the autosave's own headers */
	text = test_slurp(path, NULL);
	ck_assert_ptr_null(strstr(text, "Arimaa-"));
	ck_assert_ptr_nonnull(strstr(text, "Rules: before 2008-07-01\n"));
	free(text);
	playfiles_free(&s);

	playfiles_init(&s, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
	ck_assert_int_eq(playfiles_find_resume(&s, &found, &cause), 1);
	ck_assert(found.game.old_rules);
	playfiles_adopt(&s, &found, NULL, true);
	ck_assert_str_eq(s.save_path, path);
	ck_assert(s.hotseat);
	ck_assert(s.flipped);
	/* S after the resume writes where it wrote before, still old rules */
	ck_assert_int_eq(playfiles_save(&s, &found.game, NULL, &where, &cause), 0);
	ck_assert_str_eq(where, path);
	free(where);
	text = test_slurp(path, NULL);
	ck_assert_ptr_null(strstr(text, "Arimaa-"));
	ck_assert_ptr_nonnull(strstr(text, "Rules: before 2008-07-01\n"));
	free(text);
	load_free(&found);
	playfiles_free(&s);
	game_free(&g);
	load_free(&whole);
}
END_TEST

static ssize_t write_nothing(int fd, const void *buf, size_t n)
{
	(void)fd;
	(void)buf;
	(void)n;
	errno = EIO;
	return -1;
}

START_TEST(every_turn_is_found_again_and_a_failed_autosave_keeps_the_last)
{
	struct playfiles s;
	struct load_result whole, found;
	struct game g;
	char *cause = NULL;
	struct stat st;

	load_case("cases/goal.txt", &whole);
	playfiles_init(&s, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
	for (size_t n = 1; n < whole.game.nmoves; n++) {
		first_moves(&whole.game, n, &g);
		ck_assert_int_eq(playfiles_autosave(&s, &g, NULL, &cause), 0);
		ck_assert_int_eq(playfiles_find_resume(&s, &found, &cause), 1);
		fixture_assert_same_game(&g, &found.game, "autosave");
		load_free(&found);
		game_free(&g);
	}
	ck_assert_int_eq(stat(s.autosave, &st), 0);
	ck_assert_int_eq(st.st_mode & 0777, 0600);
	atomic_set_write_fn(write_nothing);
	first_moves(&whole.game, 4, &g);
	ck_assert_int_eq(playfiles_autosave(&s, &g, NULL, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	free(cause);
	atomic_set_write_fn(NULL);
	ck_assert_int_eq(playfiles_find_resume(&s, &found, &cause), 1);
	ck_assert_int_eq(found.game.nmoves, whole.game.nmoves - 1);
	load_free(&found);
	game_free(&g);
	/* a damaged autosave is reported, not resumed */
	test_put(s.autosave, "\x01\x02 not a game \xff\n");
	ck_assert_int_eq(playfiles_find_resume(&s, &found, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	free(cause);
	playfiles_free(&s);
	load_free(&whole);
}
END_TEST

START_TEST(save_without_a_name_goes_to_the_data_directory_then_stays_there)
{
	struct playfiles s;
	struct load_result r;
	char prefix[512], *cause = NULL, *where = NULL, *again = NULL;

	playfiles_init(&s, "Alice", "Bob", NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
	ck_assert_ptr_nonnull(s.autosave);
	load_case("cases/goal.txt", &r);
	ck_assert_int_eq(playfiles_save(&s, &r.game, NULL, &where, &cause), 0);
	snprintf(prefix, sizeof prefix, "%s/.local/share/arimaa/", tmpdir);
	ck_assert_msg(strncmp(where, prefix, strlen(prefix)) == 0, "saved to %s", where);
	ck_assert_int_eq(playfiles_save(&s, &r.game, "", &again, &cause), 0);
	ck_assert_str_eq(again, where);
	free(again);
	free(where);
	load_free(&r);
	playfiles_free(&s);
}
END_TEST

START_TEST(save_to_a_name_and_the_headers_hold_the_players)
{
	struct playfiles s;
	struct load_result r, back;
	char path[512], *cause = NULL, *where = NULL;

	playfiles_init(&s, "Alice", "Bob", "1/5");
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
	load_case("cases/goal.txt", &r);
	snprintf(path, sizeof path, "%s/mine.txt", tmpdir);
	ck_assert_int_eq(playfiles_save(&s, &r.game, path, &where, &cause), 0);
	ck_assert_str_eq(where, path);
	free(where);
	ck_assert_int_eq(load_path(path, NULL, &back, &cause), 0);
	ck_assert_str_eq(back.info.gold, "Alice");
	ck_assert_str_eq(back.info.silver, "Bob");
	ck_assert_str_eq(back.info.timecontrol, "1/5");
	ck_assert_ptr_nonnull(back.info.date_text);
	fixture_assert_same_game(&r.game, &back.game, "saved");
	load_free(&back);
	load_free(&r);
	playfiles_free(&s);
}
END_TEST

START_TEST(failed_save_is_reported_and_the_game_goes_on)
{
	struct playfiles s;
	struct load_result r;
	char path[512], *cause = NULL, *where = NULL;

	playfiles_init(&s, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
	load_case("cases/goal.txt", &r);
	snprintf(path, sizeof path, "%s/ok.txt", tmpdir);
	ck_assert_int_eq(playfiles_save(&s, &r.game, path, NULL, &cause), 0);
	ck_assert_int_eq(playfiles_save(&s, &r.game, tmpdir, &where, &cause), -1);
	ck_assert_ptr_null(where);
	ck_assert_msg(strstr(cause, "directory"), "cause: %s", cause);
	free(cause);
	/* The place of the last good save is kept. */
	ck_assert_str_eq(s.save_path, path);
	load_free(&r);
	playfiles_free(&s);
}
END_TEST

START_TEST(autosave_then_resume_or_keep_aside)
{
	struct playfiles s, s2;
	struct load_result r, found;
	struct game g;
	char *cause = NULL, *aside = NULL;

	/* Play the first five moves of goal.txt, autosaving after each. */
	load_case("cases/goal.txt", &r);
	playfiles_init(&s, "Alice", NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
	game_init(&g);
	for (size_t i = 0; i < 5; i++) {
		const struct game_move *m = &r.game.moves[i];
		if (m->type == MOVE_SETUP)
			ck_assert_int_eq(game_setup(&g, m->placements, m->nplacements), SETUP_OK);
		else {
			struct step st[TURN_MAX_STEPS];
			enum step_error se;
			enum turn_end te;
			int k = 0, bad;
			for (; k < m->nsteps; k++)
				st[k] = m->steps[k].step;
			ck_assert_int_eq(game_play_steps(&g, st, m->nsteps, &bad, &se, &te), GAME_PLAYED);
		}
		ck_assert_int_eq(playfiles_autosave(&s, &g, NULL, &cause), 0);
	}
	playfiles_free(&s);

	/* Start again: the unfinished game is offered, with its player. */
	playfiles_init(&s2, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&s2, true, NULL, &cause), 0);
	ck_assert_int_eq(playfiles_find_resume(&s2, &found, &cause), 1);
	fixture_assert_same_game(&g, &found.game, "resumed");
	playfiles_adopt(&s2, &found, NULL, true);
	ck_assert_str_eq(s2.info.gold, "Alice");
	load_free(&found);
	/* Starting afresh keeps it under another name. */
	ck_assert_int_eq(playfiles_keep_aside(&s2, &aside, &cause), 0);
	ck_assert_ptr_nonnull(aside);
	ck_assert_msg(strstr(aside, "/.local/share/arimaa/") && strstr(aside, "-unfinished.txt"), "aside: %s", aside);
	ck_assert_int_eq(playfiles_find_resume(&s2, &found, &cause), 0);
	ck_assert_int_eq(load_path(aside, NULL, &found, &cause), 0);
	fixture_assert_same_game(&g, &found.game, "kept aside");
	load_free(&found);
	free(aside);
	playfiles_free(&s2);
	game_free(&g);
	load_free(&r);
}
END_TEST

START_TEST(adopted_archive_game_keeps_its_headers_and_result)
{
	struct playfiles s;
	struct load_result r, back;
	char path[512], *cause = NULL;

	playfiles_init(&s, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
	ck_assert_int_eq(load_path(test_data("allgames202602.txt"), "669122", &r, &cause), 0);
	playfiles_adopt(&s, &r, NULL, false);
	snprintf(path, sizeof path, "%s/669122.txt", tmpdir);
	ck_assert_int_eq(playfiles_save(&s, &r.game, path, NULL, &cause), 0);
	ck_assert_int_eq(load_path(path, NULL, &back, &cause), 0);
	ck_assert_str_eq(back.info.gold, "bot_dolores_v1");
	ck_assert_str_eq(back.info.silver, "browni3141");
	ck_assert_str_eq(back.info.date_text, "2026.02.01");
	ck_assert_int_eq(back.info.result_code, 'w');
	ck_assert_int_eq(back.info.reason_code, 'r');
	ck_assert(back.finished);
	load_free(&back);
	load_free(&r);
	playfiles_free(&s);
}
END_TEST

START_TEST(no_state_directory_turns_autosave_off)
{
	struct playfiles s;
	struct load_result r, found;
	char file[512], *cause = NULL;

	snprintf(file, sizeof file, "%s/plain", tmpdir);
	test_put(file, "x");
	setenv("XDG_STATE_HOME", file, 1);
	playfiles_init(&s, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), -1);
	ck_assert_ptr_null(s.autosave);
	ck_assert_ptr_nonnull(cause);
	free(cause);
	load_case("cases/goal.txt", &r);
	ck_assert_int_eq(playfiles_autosave(&s, &r.game, NULL, &cause), 0);
	ck_assert_int_eq(playfiles_find_resume(&s, &found, &cause), 0);
	load_free(&r);
	playfiles_free(&s);
}
END_TEST

START_TEST(terminating_signals_are_noted_not_fatal)
{
	ck_assert_int_eq(signals_install(), 0);
	ck_assert_int_eq(signals_pending(), 0);
	ck_assert_int_eq(raise(SIGTERM), 0);
	ck_assert_int_eq(signals_pending(), SIGTERM);
	/* The first signal is the one kept. */
	ck_assert_int_eq(raise(SIGHUP), 0);
	ck_assert_int_eq(signals_pending(), SIGTERM);
}
END_TEST

START_TEST(a_new_save_never_replaces_a_game_saved_the_same_second)
{
	struct playfiles s;
	struct load_result r;
	char *cause = NULL, *where = NULL, *dir, *taken[3];
	time_t now = time(NULL);

	/* the names of this second and the next two are taken already */
	dir = paths_data_dir(&cause);
	ck_assert_ptr_nonnull(dir);
	for (int i = 0; i < 3; i++) {
		taken[i] = paths_save_candidate(dir, now + i, NULL, 1);
		test_put(taken[i], "someone else's game\n");
	}
	load_case("cases/goal.txt", &r);
	playfiles_init(&s, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_save(&s, &r.game, NULL, &where, &cause), 0);
	for (int i = 0; i < 3; i++) {
		char *text = test_slurp(taken[i], NULL);
		ck_assert_str_eq(text, "someone else's game\n");
		ck_assert_str_ne(where, taken[i]);
		free(text);
		free(taken[i]);
	}
	ck_assert_msg(strstr(where, "-2.txt"), "saved to %s", where);
	free(where);
	free(dir);
	load_free(&r);
	playfiles_free(&s);
}
END_TEST

START_TEST(claim_removes_stale_temp_files_of_saved_games_only)
{
	struct playfiles s;
	char *cause = NULL, dir[600], cmd[1300], path[1200];
	struct stat st;
	struct utimbuf old = { 1000000000, 1000000000 };
	static const char *const stale[] = {
		".2026-02-14-153012.txt.Ab12Cd", ".2026-02-14-153012-7.txt.Zz99Yy",
	};
	static const char *const kept[] = {
		".notes.txt.Ab12Cd",             /* not a saved game's name */
		".2026-02-14-153012.txt.lock",   /* not a temporary name */
		"2026-02-14-153012.txt",         /* a saved game */
	};

	snprintf(dir, sizeof dir, "%s/.local/share/arimaa", tmpdir);
	snprintf(cmd, sizeof cmd, "mkdir -p %s", dir);
	ck_assert_int_eq(system(cmd), 0);
	for (size_t i = 0; i < 2; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, stale[i]);
		test_put(path, "half");
		ck_assert_int_eq(utime(path, &old), 0);
	}
	for (size_t i = 0; i < 3; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, kept[i]);
		test_put(path, "x");
		ck_assert_int_eq(utime(path, &old), 0);
	}
	/* a temp file of a save under way in another process: too new to go */
	snprintf(path, sizeof path, "%s/.2026-02-14-153013.txt.Qq11Ww", dir);
	test_put(path, "being written");
	playfiles_init(&s, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
	ck_assert_int_eq(stat(path, &st), 0);
	for (size_t i = 0; i < 2; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, stale[i]);
		ck_assert_msg(stat(path, &st) != 0, "%s stays", stale[i]);
	}
	for (size_t i = 0; i < 3; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, kept[i]);
		ck_assert_msg(stat(path, &st) == 0, "%s went", kept[i]);
	}
	playfiles_free(&s);
}
END_TEST

START_TEST(a_fifo_at_the_autosave_is_refused_not_waited_on)
{
	struct playfiles s;
	struct load_result r;
	char *cause = NULL;

	ck_assert_int_eq(paths_mkdir(state(""), 0700, &cause), 0);
	ck_assert_int_eq(mkfifo(state("autosave.txt"), 0600), 0);
	/* opening a FIFO to read waits for a writer: fail, not hang */
	alarm(10);
	playfiles_init(&s, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
	ck_assert_int_eq(playfiles_find_resume(&s, &r, &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, "FIFO"));
	free(cause);
	load_free(&r);
	alarm(0);
	playfiles_free(&s);
}
END_TEST

/* Makes the saved-games folder unusable: a file where it would be. */
static void data_dir_in_the_way(void)
{
	char file[512];

	snprintf(file, sizeof file, "%s/in-the-way", tmpdir);
	test_put(file, "x");
	setenv("XDG_DATA_HOME", file, 1);
}

/* A game lost on time (no board verdict: its record states the result)
 * that the saved-games folder cannot take stays in the autosave; the next
 * start finds it finished, keeps it aside and says where, and the next
 * game's autosave never replaces it. */
START_TEST(a_game_lost_on_time_that_could_not_be_kept_is_never_overwritten)
{
	struct playfiles s;
	struct load_result whole, back;
	struct game g;
	char *cause = NULL, *kept = NULL, *before;

	data_dir_in_the_way();
	load_case("cases/goal.txt", &whole);
	playfiles_init(&s, "Alice", "Bob", NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
	first_moves(&whole.game, 6, &g);
	ck_assert_int_eq(game_lose_on_time(&g), 0);
	ck_assert_int_eq(playfiles_autosave(&s, &g, &kept, &cause), -1);
	ck_assert_ptr_null(kept);
	free(cause);
	cause = NULL;
	playfiles_free(&s);
	before = test_slurp(state("autosave.txt"), NULL);
	ck_assert_ptr_nonnull(strstr(before, "ReasonCode"));

	/* the next start: finished, so not offered; kept aside and said where */
	playfiles_init(&s, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, &kept, &cause), 0);
	ck_assert_int_eq(playfiles_find_resume(&s, &back, &cause), 0);
	load_free(&back);
	ck_assert_ptr_nonnull(kept);
	char *moved = test_slurp(kept, NULL);
	ck_assert_str_eq(moved, before);
	free(moved);
	/* the next game's autosave goes elsewhere */
	game_free(&g);
	first_moves(&whole.game, 3, &g);
	ck_assert_int_eq(playfiles_autosave(&s, &g, NULL, &cause), 0);
	moved = test_slurp(kept, NULL);
	ck_assert_str_eq(moved, before);
	free(moved);
	free(kept);
	playfiles_free(&s);

	/* the folder works again: a finished game found in the slot goes there */
	unsetenv("XDG_DATA_HOME");
	test_put(state("autosave.txt"), before);
	playfiles_init(&s, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, &kept, &cause), 0);
	ck_assert_ptr_nonnull(kept);
	ck_assert_msg(strstr(kept, "/.local/share/arimaa/"), "kept: %s", kept);
	ck_assert_int_eq(load_path(kept, NULL, &back, &cause), 0);
	ck_assert(back.finished);
	load_free(&back);
	free(kept);
	playfiles_free(&s);
	free(before);
	game_free(&g);
	load_free(&whole);
}
END_TEST

/* A game finished in this run that the folder could not take, then a new
 * game in the same run: the finished one is moved out before the first
 * autosave of the new one. */
START_TEST(a_finished_game_not_kept_is_moved_out_before_the_next_game)
{
	struct playfiles s;
	struct load_result whole;
	struct game g;
	char *cause = NULL, *aside = NULL, *before;

	data_dir_in_the_way();
	load_case("cases/goal.txt", &whole);
	playfiles_init(&s, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
	ck_assert_int_eq(playfiles_autosave(&s, &whole.game, NULL, &cause), -1);
	free(cause);
	cause = NULL;
	before = test_slurp(state("autosave.txt"), NULL);
	playfiles_restart(&s);
	ck_assert_int_eq(playfiles_keep_aside(&s, &aside, &cause), 0);
	ck_assert_ptr_nonnull(aside);
	game_init(&g);
	ck_assert_int_eq(playfiles_autosave(&s, &g, NULL, &cause), 0);
	char *moved = test_slurp(aside, NULL);
	ck_assert_str_eq(moved, before);
	free(moved);
	free(aside);
	free(before);
	game_free(&g);
	playfiles_free(&s);
	load_free(&whole);
}
END_TEST

/* Only the slots in use have a lock file, and each goes at exit. */
START_TEST(only_the_slot_in_use_has_a_lock_file_and_it_goes_at_exit)
{
	struct playfiles a, b;
	char *cause = NULL;
	struct stat st;

	playfiles_init(&a, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&a, true, NULL, &cause), 0);
	ck_assert_int_eq(lock_files(), 1);
	ck_assert_int_eq(stat(state("autosave.lock"), &st), 0);
	playfiles_init(&b, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&b, true, NULL, &cause), 0);
	ck_assert_int_eq(lock_files(), 2);
	ck_assert_int_eq(stat(state("autosave.2.lock"), &st), 0);
	playfiles_free(&a);
	ck_assert_int_eq(lock_files(), 1);
	/* a third start while b plays: slot 1 again, the lock made anew */
	playfiles_init(&a, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&a, false, NULL, &cause), 0);
	ck_assert_int_eq(a.slot, 1);
	ck_assert_int_eq(lock_files(), 2);
	playfiles_free(&a);
	playfiles_free(&b);
	ck_assert_int_eq(lock_files(), 0);
}
END_TEST

/* The state folder removed during a game and made again by a second
 * arimaa: the first sees that its lock is no longer the file at the path
 * and autosaves to another slot; neither overwrites the other. */
START_TEST(state_folder_removed_and_made_again_by_another_never_shares_a_slot)
{
	struct playfiles a, b;
	struct load_result whole, found;
	struct game g;
	char *cause = NULL, cmd[700];

	load_case("cases/goal.txt", &whole);
	playfiles_init(&a, "A", NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&a, true, NULL, &cause), 0);
	first_moves(&whole.game, 4, &g);
	ck_assert_int_eq(playfiles_autosave(&a, &g, NULL, &cause), 0);
	game_free(&g);
	snprintf(cmd, sizeof cmd, "rm -rf %s/.local/state/arimaa", tmpdir);
	ck_assert_int_eq(system(cmd), 0);
	/* alone, the folder is made again at the next write */
	first_moves(&whole.game, 5, &g);
	ck_assert_msg(playfiles_autosave(&a, &g, NULL, &cause) == 0, "%s", cause);
	ck_assert(a.relocked);
	ck_assert_int_eq(a.slot, 1);
	ck_assert_int_eq(playfiles_find_file(state("autosave.txt"), &found, &cause), 1);
	fixture_assert_same_game(&g, &found.game, "made again");
	load_free(&found);
	game_free(&g);
	a.relocked = false;
	/* removed again, and a second arimaa starts first */
	ck_assert_int_eq(system(cmd), 0);
	playfiles_init(&b, "B", NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&b, true, NULL, &cause), 0);
	ck_assert_int_eq(b.slot, 1);
	first_moves(&whole.game, 3, &g);
	ck_assert_int_eq(playfiles_autosave(&b, &g, NULL, &cause), 0);
	game_free(&g);
	first_moves(&whole.game, 6, &g);
	ck_assert_msg(playfiles_autosave(&a, &g, NULL, &cause) == 0, "%s", cause);
	ck_assert(a.relocked);
	ck_assert_int_eq(a.slot, 2);
	ck_assert_str_eq(a.autosave, state("autosave.2.txt"));
	ck_assert_int_eq(playfiles_find_file(state("autosave.2.txt"), &found, &cause), 1);
	fixture_assert_same_game(&g, &found.game, "A's game");
	load_free(&found);
	game_free(&g);
	/* B's autosave is B's */
	first_moves(&whole.game, 3, &g);
	ck_assert_int_eq(playfiles_find_file(state("autosave.txt"), &found, &cause), 1);
	fixture_assert_same_game(&g, &found.game, "B's game");
	load_free(&found);
	game_free(&g);
	playfiles_free(&a);
	playfiles_free(&b);
	ck_assert_int_eq(lock_files(), 0);
	load_free(&whole);
}
END_TEST

/* A game opened as a relative name is saved where it was opened, even
 * resumed from the autosave in another directory; and a file put at its
 * path since is never replaced. */
START_TEST(the_save_target_is_absolute_and_never_another_file)
{
	struct playfiles s;
	struct load_result r, found;
	char *cause = NULL, *where = NULL, a[600], b[600], old[1024], *before;
	struct game g;

	ck_assert_ptr_nonnull(getcwd(old, sizeof old));
	snprintf(a, sizeof a, "%s/a", tmpdir);
	snprintf(b, sizeof b, "%s/b", tmpdir);
	ck_assert_int_eq(mkdir(a, 0700), 0);
	ck_assert_int_eq(mkdir(b, 0700), 0);
	load_case("cases/goal.txt", &r);
	first_moves(&r.game, 5, &g);
	ck_assert_int_eq(chdir(a), 0);
	playfiles_init(&s, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
	ck_assert_int_eq(playfiles_save(&s, &g, "game.txt", &where, &cause), 0);
	ck_assert_msg(where[0] == '/' && strstr(where, "/a/game.txt"), "where: %s", where);
	free(where);
	ck_assert_int_eq(playfiles_autosave(&s, &g, NULL, &cause), 0);
	playfiles_free(&s);

	/* resumed in b, which has a game.txt of its own */
	ck_assert_int_eq(chdir(b), 0);
	test_put("game.txt", "not this game\n");
	playfiles_init(&s, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
	ck_assert_int_eq(playfiles_find_resume(&s, &found, &cause), 1);
	playfiles_adopt(&s, &found, NULL, true);
	load_free(&found);
	ck_assert_int_eq(playfiles_save(&s, &g, NULL, &where, &cause), 0);
	ck_assert_msg(strstr(where, "/a/game.txt"), "where: %s", where);
	free(where);
	before = test_slurp("game.txt", NULL);
	ck_assert_str_eq(before, "not this game\n");
	free(before);

	/* another file put at a/game.txt since: refused, left as it is */
	snprintf(old, sizeof old, "%s/game.txt", a);
	ck_assert_int_eq(unlink(old), 0);
	test_put(old, "another game\n");
	ck_assert_int_eq(playfiles_save(&s, &g, NULL, &where, &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, "not the file this game came from"));
	free(cause);
	cause = NULL;
	before = test_slurp(old, NULL);
	ck_assert_str_eq(before, "another game\n");
	free(before);
	/* the path named again: the player's choice, written */
	ck_assert_int_eq(playfiles_save(&s, &g, old, &where, &cause), 0);
	free(where);
	ck_assert_int_eq(playfiles_save(&s, &g, NULL, &where, &cause), 0);
	free(where);
	playfiles_free(&s);
	game_free(&g);
	load_free(&r);
}
END_TEST

/* `S` during a game, then the game finishes (after a resume too): the
 * game ends in the file it was saved to, and no second file is made. */
START_TEST(a_game_saved_by_name_ends_in_that_file)
{
	struct playfiles s;
	struct load_result whole, found;
	struct game g;
	char *cause = NULL, *where = NULL, *kept = NULL, file[600];

	load_case("cases/goal.txt", &whole);
	snprintf(file, sizeof file, "%s/mine.txt", tmpdir);
	/* first `:save FILE`, then `S` with no name (a new file), resumed */
	for (int resumed = 0; resumed < 2; resumed++) {
		playfiles_init(&s, NULL, NULL, NULL);
		ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
		first_moves(&whole.game, 5, &g);
		ck_assert_int_eq(playfiles_autosave(&s, &g, NULL, &cause), 0);
		ck_assert_int_eq(playfiles_save(&s, &g, resumed ? NULL : file, &where, &cause), 0);
		game_free(&g);
		first_moves(&whole.game, 6, &g);
		ck_assert_int_eq(playfiles_autosave(&s, &g, NULL, &cause), 0);
		game_free(&g);
		if (resumed) {
			playfiles_free(&s);
			playfiles_init(&s, NULL, NULL, NULL);
			ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
			ck_assert_int_eq(playfiles_find_resume(&s, &found, &cause), 1);
			playfiles_adopt(&s, &found, NULL, true);
			load_free(&found);
		}
		ck_assert_int_eq(playfiles_autosave(&s, &whole.game, &kept, &cause), 0);
		ck_assert_ptr_nonnull(kept);
		ck_assert_str_eq(kept, where);
		free(kept);
		ck_assert_int_eq(saved_games(), resumed);
		ck_assert_int_eq(load_path(where, NULL, &found, &cause), 0);
		fixture_assert_same_game(&whole.game, &found.game, "ended in the named file");
		ck_assert_str_eq(record_header(&found.rec, "Result"), "1-0");
		load_free(&found);
		free(where);
		playfiles_free(&s);
	}
	/* a game opened from a file and finished without S: the file is left */
	playfiles_init(&s, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
	test_put(file, "1g Ra1\n");
	playfiles_adopt(&s, &whole, file, false);
	ck_assert(!s.named);
	playfiles_free(&s);
	load_free(&whole);
}
END_TEST

/* Where the game is, as the player leaving is told: autosaved, saved by
 * name, kept, or not saved and why; and whether it is safe. */
START_TEST(where_the_game_is_is_said_and_an_unsaved_game_is_not_safe)
{
	struct playfiles s;
	struct load_result whole;
	struct game g;
	char *cause = NULL, *where = NULL, out[600], file[600];

	load_case("cases/goal.txt", &whole);
	playfiles_init(&s, NULL, NULL, NULL);
	game_init(&g);
	ck_assert(playfiles_where(&s, &g, out, sizeof out));
	ck_assert_str_eq(out, "no move was played: there was nothing to save");
	game_free(&g);
	/* no slot: not saved, not safe */
	first_moves(&whole.game, 4, &g);
	ck_assert(!playfiles_where(&s, &g, out, sizeof out));
	ck_assert_str_eq(out, "the game is NOT saved (autosave off)");
	ck_assert_int_eq(playfiles_claim(&s, true, NULL, &cause), 0);
	ck_assert_int_eq(playfiles_autosave(&s, &g, NULL, &cause), 0);
	ck_assert(playfiles_where(&s, &g, out, sizeof out));
	ck_assert_msg(strstr(out, "the unfinished game is autosaved in ") && strstr(out, "/autosave.txt; the next start offers it"),
		      "%s", out);
	/* a move not autosaved (the write failed): not safe, and how far it goes */
	game_free(&g);
	first_moves(&whole.game, 5, &g);
	atomic_set_write_fn(write_nothing);
	ck_assert_int_eq(playfiles_autosave(&s, &g, NULL, &cause), -1);
	free(cause);
	cause = NULL;
	atomic_set_write_fn(NULL);
	ck_assert(!playfiles_where(&s, &g, out, sizeof out));
	ck_assert_msg(strstr(out, "the game is NOT saved past its first 4 moves") && strstr(out, "(autosave failing: "),
		      "%s", out);
	/* saved by name: safe, and said so */
	snprintf(file, sizeof file, "%s/named.txt", tmpdir);
	ck_assert_int_eq(playfiles_save(&s, &g, file, &where, &cause), 0);
	free(where);
	ck_assert(playfiles_where(&s, &g, out, sizeof out));
	snprintf(file, sizeof file, "the game is saved in %s/named.txt", tmpdir);
	ck_assert_str_eq(out, file);
	game_free(&g);
	playfiles_free(&s);
	load_free(&whole);
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
/* Issue 21: names typed at the start-up questions, then a clock chosen:
 * the headers keep the names (a time control set used to drop them). */
START_TEST(names_set_are_kept_when_the_time_control_is_set)
{
	struct playfiles pf;
	char ann[] = "Ann";
	playfiles_init(&pf, NULL, NULL, NULL);
	playfiles_set_names(&pf, ann, "Bob");
	ann[0] = 'X'; /* copied, not pointed at */
	playfiles_set_timecontrol(&pf, "2/2/100/10/8");
	ck_assert_str_eq(pf.info.gold, "Ann");
	ck_assert_str_eq(pf.info.silver, "Bob");
	/* swapped, as a rematch does, through the pointers themselves */
	playfiles_set_names(&pf, pf.info.silver, pf.info.gold);
	ck_assert_str_eq(pf.info.gold, "Bob");
	playfiles_set_timecontrol(&pf, NULL);
	ck_assert_str_eq(pf.info.gold, "Bob");
	ck_assert_str_eq(pf.info.silver, "Ann");
	playfiles_free(&pf);
}
END_TEST

/* Issue 21: the sides the built-in engine plays go into the headers
 * (Arimaa-Computer) and come back from any record read. */
START_TEST(the_computers_sides_are_written_and_read_back)
{
	struct playfiles pf, back;
	struct game g;
	struct load_result r;
	char *cause = NULL;
	game_init(&g);
	playfiles_init(&pf, "Ann", NULL, NULL);
	playfiles_set_computer(&pf, 1u << SILVER);
	char *text = gamefile_text(&g, &pf.info);
	ck_assert_ptr_nonnull(strstr(text, "\nArimaa-Computer: silver\n"));
	ck_assert_int_eq(load_text("saved.txt", text, strlen(text), NULL, &r, &cause), 0);
	playfiles_init(&back, NULL, NULL, NULL);
	playfiles_adopt(&back, &r, NULL, false);
	ck_assert_uint_eq(back.computer, 1u << SILVER);
	ck_assert_str_eq(back.info.computer, "silver");
	load_free(&r);
	free(text);
	/* none: no header, and a record without it plays no engine */
	playfiles_set_computer(&pf, 0);
	text = gamefile_text(&g, &pf.info);
	ck_assert_ptr_null(strstr(text, "Arimaa-Computer"));
	ck_assert_int_eq(load_text("saved.txt", text, strlen(text), NULL, &r, &cause), 0);
	playfiles_adopt(&back, &r, NULL, false);
	ck_assert_uint_eq(back.computer, 0);
	load_free(&r);
	free(text);
	playfiles_free(&back);
	playfiles_free(&pf);
	game_free(&g);
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("store_playfiles");
	TCase *tc = tcase_create("playfiles");

	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, save_without_a_name_goes_to_the_data_directory_then_stays_there);
	tcase_add_test(tc, save_to_a_name_and_the_headers_hold_the_players);
	tcase_add_test(tc, failed_save_is_reported_and_the_game_goes_on);
	tcase_add_test(tc, autosave_then_resume_or_keep_aside);
	tcase_add_test(tc, adopted_archive_game_keeps_its_headers_and_result);
	tcase_add_test(tc, no_state_directory_turns_autosave_off);
	tcase_add_test(tc, terminating_signals_are_noted_not_fatal);
	tcase_add_test(tc, claim_removes_stale_temp_files_of_saved_games_only);
	tcase_add_test(tc, a_new_save_never_replaces_a_game_saved_the_same_second);
	tcase_add_test(tc, every_turn_is_found_again_and_a_failed_autosave_keeps_the_last);
	tcase_add_test(tc, claim_touches_nothing_before_it_and_takes_slot_one);
	tcase_add_test(tc, two_games_at_once_each_keep_every_turn);
	tcase_add_test(tc, finished_game_is_kept_and_the_next_game_leaves_it);
	tcase_add_test(tc, finished_game_left_in_the_autosave_is_kept_at_the_claim);
	tcase_add_test(tc, claim_removes_the_temp_files_a_kill_left_in_its_slot_only);
	tcase_add_test(tc, a_record_read_in_part_is_never_saved_over);
	tcase_add_test(tc, save_target_view_and_rules_survive_a_resume);
	tcase_add_test(tc, a_fifo_at_the_autosave_is_refused_not_waited_on);
	tcase_add_test(tc, where_the_game_is_is_said_and_an_unsaved_game_is_not_safe);
	tcase_add_test(tc, a_game_saved_by_name_ends_in_that_file);
	tcase_add_test(tc, the_save_target_is_absolute_and_never_another_file);
	tcase_add_test(tc, only_the_slot_in_use_has_a_lock_file_and_it_goes_at_exit);
	tcase_add_test(tc, state_folder_removed_and_made_again_by_another_never_shares_a_slot);
	tcase_add_test(tc, a_game_lost_on_time_that_could_not_be_kept_is_never_overwritten);
	tcase_add_test(tc, a_finished_game_not_kept_is_moved_out_before_the_next_game);
	tcase_add_test(tc, names_set_are_kept_when_the_time_control_is_set);
	tcase_add_test(tc, the_computers_sides_are_written_and_read_back);
	suite_add_tcase(s, tc);
	return s;
}

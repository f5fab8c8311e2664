/* test_store_autosave.c: the autosave after every turn, finding an
 * unfinished game at start-up, and keeping the old one when starting afresh. */
#include "config.h"

#include <check.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store/atomic.h"
#include "store/autosave.h"
#include "test_store_common.h"

static char tmpdir[256];

static void setup(void)
{
	snprintf(tmpdir, sizeof tmpdir, "/tmp/arimaa-autosave-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(tmpdir));
	unsetenv("XDG_STATE_HOME");
	setenv("HOME", tmpdir, 1);
}

static void teardown(void)
{
	char cmd[600];

	atomic_set_write_fn(NULL);
	snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
	ck_assert_int_eq(system(cmd), 0);
}

/* The game of a case file (must be legal). */
static void case_game(const char *name, struct load_result *r)
{
	char *cause = NULL;

	ck_assert_msg(load_path(test_data(name), NULL, r, &cause) == 0, "%s: %s", name, cause);
	ck_assert(!r->illegal);
}

/* A new game made of the first n moves of g (which began with the setups). */
static void first_moves(const struct game *g, size_t n, struct game *out)
{
	struct step steps[TURN_MAX_STEPS];
	enum step_error se;
	enum turn_end te;
	size_t i;
	int k, bad;

	game_init(out);
	for (i = 0; i < n; i++) {
		const struct game_move *m = &g->moves[i];
		if (m->type == MOVE_SETUP) {
			ck_assert_int_eq(game_setup(out, m->placements, m->nplacements), SETUP_OK);
			continue;
		}
		ck_assert_int_eq(m->type, MOVE_TURN);
		for (k = 0; k < m->nsteps; k++)
			steps[k] = m->steps[k].step;
		ck_assert_int_eq(game_play_steps(out, steps, m->nsteps, &bad, &se, &te), GAME_PLAYED);
	}
	ck_assert_int_eq(out->nmoves, n);
}

START_TEST(autosave_lives_in_the_state_directory)
{
	char want[512], *cause = NULL, *path = autosave_path(&cause);
	struct stat st;

	snprintf(want, sizeof want, "%s/.local/state/arimaa/autosave.txt", tmpdir);
	ck_assert_str_eq(path, want);
	snprintf(want, sizeof want, "%s/.local/state/arimaa", tmpdir);
	ck_assert_int_eq(stat(want, &st), 0);
	ck_assert_int_eq(st.st_mode & 0777, 0700);
	free(path);
}
END_TEST

START_TEST(no_autosave_means_nothing_to_resume)
{
	struct load_result r;
	char *cause = NULL, *path = autosave_path(&cause);

	ck_assert_int_eq(autosave_find(path, &r, &cause), 0);
	free(path);
}
END_TEST

START_TEST(every_completed_turn_is_found_again)
{
	struct load_result whole, found;
	struct game g;
	char *cause = NULL, *path = autosave_path(&cause);
	struct stat st;
	size_t n;

	/* Autosave after every move of goal.txt but the last: each time the
	 * autosave holds every move made so far, and is a game to resume. */
	case_game("cases/goal.txt", &whole);
	for (n = 1; n < whole.game.nmoves; n++) {
		first_moves(&whole.game, n, &g);
		ck_assert_int_eq(autosave_write(path, &g, NULL, &cause), 0);
		ck_assert_int_eq(autosave_find(path, &found, &cause), 1);
		test_same_game(&g, &found.game, "autosave");
		load_free(&found);
		game_free(&g);
	}
	ck_assert_int_eq(stat(path, &st), 0);
	ck_assert_int_eq(st.st_mode & 0777, 0600);
	/* The finished game is autosaved too, but is not offered for resuming. */
	ck_assert_int_eq(autosave_write(path, &whole.game, NULL, &cause), 0);
	ck_assert_int_eq(autosave_find(path, &found, &cause), 0);
	load_free(&whole);
	free(path);
}
END_TEST

START_TEST(autosave_keeps_the_players)
{
	struct load_result whole, found;
	struct game g;
	struct gamefile_info info = { NULL, "Alice", "Bob", "30s/5", 1771083012, NULL, 0, 0 };
	char *cause = NULL, *path = autosave_path(&cause);

	case_game("cases/goal.txt", &whole);
	first_moves(&whole.game, 6, &g);
	ck_assert_int_eq(autosave_write(path, &g, &info, &cause), 0);
	ck_assert_int_eq(autosave_find(path, &found, &cause), 1);
	ck_assert_str_eq(found.info.gold, "Alice");
	ck_assert_str_eq(found.info.silver, "Bob");
	ck_assert_str_eq(found.info.timecontrol, "30s/5");
	load_free(&found);
	game_free(&g);
	load_free(&whole);
	free(path);
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

START_TEST(failed_autosave_keeps_the_previous_one)
{
	struct load_result whole, found;
	struct game g4, g5;
	char *cause = NULL, *path = autosave_path(&cause);

	case_game("cases/goal.txt", &whole);
	first_moves(&whole.game, 4, &g4);
	first_moves(&whole.game, 5, &g5);
	ck_assert_int_eq(autosave_write(path, &g4, NULL, &cause), 0);
	atomic_set_write_fn(write_nothing);
	ck_assert_int_eq(autosave_write(path, &g5, NULL, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	free(cause);
	atomic_set_write_fn(NULL);
	ck_assert_int_eq(autosave_find(path, &found, &cause), 1);
	test_same_game(&g4, &found.game, "previous autosave");
	load_free(&found);
	game_free(&g4);
	game_free(&g5);
	load_free(&whole);
	free(path);
}
END_TEST

START_TEST(corrupt_autosave_is_reported)
{
	struct load_result r;
	char *cause = NULL, *path = autosave_path(&cause);

	test_put(path, "\x01\x02 not a game \xff\n");
	ck_assert_int_eq(autosave_find(path, &r, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	free(cause);
	free(path);
}
END_TEST

START_TEST(starting_afresh_keeps_the_old_autosave)
{
	struct load_result whole, found;
	struct game g;
	char *cause = NULL, *aside = NULL, *path = autosave_path(&cause);
	struct stat st;

	case_game("cases/goal.txt", &whole);
	first_moves(&whole.game, 6, &g);
	ck_assert_int_eq(autosave_write(path, &g, NULL, &cause), 0);
	ck_assert_int_eq(autosave_set_aside(path, &aside, &cause), 0);
	ck_assert_ptr_nonnull(aside);
	ck_assert_msg(strstr(aside, "/.local/state/arimaa/autosave-") != NULL, "aside: %s", aside);
	ck_assert_int_eq(stat(path, &st), -1);
	ck_assert_int_eq(autosave_find(path, &found, &cause), 0);
	/* The old game is whole under its new name. */
	ck_assert_int_eq(load_path(aside, NULL, &found, &cause), 0);
	test_same_game(&g, &found.game, "set aside");
	load_free(&found);
	free(aside);
	/* Twice in the same second: a second name, the first file kept. */
	ck_assert_int_eq(autosave_write(path, &g, NULL, &cause), 0);
	ck_assert_int_eq(autosave_set_aside(path, &aside, &cause), 0);
	ck_assert_ptr_nonnull(aside);
	ck_assert_int_eq(stat(aside, &st), 0);
	free(aside);
	/* Nothing to set aside is no error. */
	ck_assert_int_eq(autosave_set_aside(path, &aside, &cause), 0);
	ck_assert_ptr_null(aside);
	game_free(&g);
	load_free(&whole);
	free(path);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("store_autosave");
	TCase *tc = tcase_create("autosave");
	SRunner *sr;
	int failed;

	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, autosave_lives_in_the_state_directory);
	tcase_add_test(tc, no_autosave_means_nothing_to_resume);
	tcase_add_test(tc, every_completed_turn_is_found_again);
	tcase_add_test(tc, autosave_keeps_the_players);
	tcase_add_test(tc, failed_autosave_keeps_the_previous_one);
	tcase_add_test(tc, corrupt_autosave_is_reported);
	tcase_add_test(tc, starting_afresh_keeps_the_old_autosave);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}

/* test_store_keeper.c: what the screens call: autosave after moves,
 * `:save [FILE]`, resume or keep the old autosave, adopting a loaded
 * record's headers, and the signal flag. */
#include "config.h"

#include <check.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store/keeper.h"
#include "store/signals.h"
#include "test_store_common.h"

static char tmpdir[256];

static void setup(void)
{
	snprintf(tmpdir, sizeof tmpdir, "/tmp/arimaa-session-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(tmpdir));
	unsetenv("XDG_STATE_HOME");
	unsetenv("XDG_DATA_HOME");
	setenv("HOME", tmpdir, 1);
}

static void teardown(void)
{
	char cmd[600];

	snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
	ck_assert_int_eq(system(cmd), 0);
}

static void load_case(const char *name, struct load_result *r)
{
	char *cause = NULL;

	ck_assert_msg(load_path(test_data(name), NULL, r, &cause) == 0, "%s: %s", name, cause);
}

START_TEST(save_without_a_name_goes_to_the_data_directory_then_stays_there)
{
	struct keeper s;
	struct load_result r;
	char prefix[512], *cause = NULL, *where = NULL, *again = NULL;

	keeper_init(&s, "Alice", "Bob", NULL, &cause);
	ck_assert_ptr_nonnull(s.autosave);
	load_case("cases/goal.txt", &r);
	ck_assert_int_eq(keeper_save(&s, &r.game, NULL, &where, &cause), 0);
	snprintf(prefix, sizeof prefix, "%s/.local/share/arimaa/", tmpdir);
	ck_assert_msg(strncmp(where, prefix, strlen(prefix)) == 0, "saved to %s", where);
	ck_assert_int_eq(keeper_save(&s, &r.game, "", &again, &cause), 0);
	ck_assert_str_eq(again, where);
	free(again);
	free(where);
	load_free(&r);
	keeper_free(&s);
}
END_TEST

START_TEST(save_to_a_name_and_the_headers_hold_the_players)
{
	struct keeper s;
	struct load_result r, back;
	char path[512], *cause = NULL, *where = NULL;

	keeper_init(&s, "Alice", "Bob", "1/5", &cause);
	load_case("cases/goal.txt", &r);
	snprintf(path, sizeof path, "%s/mine.txt", tmpdir);
	ck_assert_int_eq(keeper_save(&s, &r.game, path, &where, &cause), 0);
	ck_assert_str_eq(where, path);
	free(where);
	ck_assert_int_eq(load_path(path, NULL, &back, &cause), 0);
	ck_assert_str_eq(back.info.gold, "Alice");
	ck_assert_str_eq(back.info.silver, "Bob");
	ck_assert_str_eq(back.info.timecontrol, "1/5");
	ck_assert_ptr_nonnull(back.info.date_text);
	test_same_game(&r.game, &back.game, "saved");
	load_free(&back);
	load_free(&r);
	keeper_free(&s);
}
END_TEST

START_TEST(failed_save_is_reported_and_the_game_goes_on)
{
	struct keeper s;
	struct load_result r;
	char path[512], *cause = NULL, *where = NULL;

	keeper_init(&s, NULL, NULL, NULL, &cause);
	load_case("cases/goal.txt", &r);
	snprintf(path, sizeof path, "%s/ok.txt", tmpdir);
	ck_assert_int_eq(keeper_save(&s, &r.game, path, NULL, &cause), 0);
	ck_assert_int_eq(keeper_save(&s, &r.game, tmpdir, &where, &cause), -1);
	ck_assert_ptr_null(where);
	ck_assert_msg(strstr(cause, "directory") != NULL, "cause: %s", cause);
	free(cause);
	/* The place of the last good save is kept. */
	ck_assert_str_eq(s.save_path, path);
	load_free(&r);
	keeper_free(&s);
}
END_TEST

START_TEST(autosave_then_resume_or_keep_aside)
{
	struct keeper s, s2;
	struct load_result r, found;
	struct game g;
	char *cause = NULL, *aside = NULL;
	size_t i;

	/* Play the first five moves of goal.txt, autosaving after each. */
	load_case("cases/goal.txt", &r);
	keeper_init(&s, "Alice", NULL, NULL, &cause);
	game_init(&g);
	for (i = 0; i < 5; i++) {
		const struct game_move *m = &r.game.moves[i];
		if (m->type == MOVE_SETUP)
			ck_assert_int_eq(game_setup(&g, m->placements, m->nplacements), SETUP_OK);
		else {
			struct step st[TURN_MAX_STEPS];
			enum step_error se;
			enum turn_end te;
			int k, bad;
			for (k = 0; k < m->nsteps; k++)
				st[k] = m->steps[k].step;
			ck_assert_int_eq(game_play_steps(&g, st, m->nsteps, &bad, &se, &te), GAME_PLAYED);
		}
		ck_assert_int_eq(keeper_autosave(&s, &g, &cause), 0);
	}
	keeper_free(&s);

	/* Start again: the unfinished game is offered, with its player. */
	keeper_init(&s2, NULL, NULL, NULL, &cause);
	ck_assert_int_eq(keeper_find_resume(&s2, &found, &cause), 1);
	test_same_game(&g, &found.game, "resumed");
	keeper_adopt(&s2, &found, NULL);
	ck_assert_str_eq(s2.info.gold, "Alice");
	load_free(&found);
	/* Starting afresh keeps it under another name. */
	ck_assert_int_eq(keeper_keep_old(&s2, &aside, &cause), 0);
	ck_assert_ptr_nonnull(aside);
	ck_assert_int_eq(keeper_find_resume(&s2, &found, &cause), 0);
	ck_assert_int_eq(load_path(aside, NULL, &found, &cause), 0);
	test_same_game(&g, &found.game, "kept aside");
	load_free(&found);
	free(aside);
	keeper_free(&s2);
	game_free(&g);
	load_free(&r);
}
END_TEST

START_TEST(adopted_archive_game_keeps_its_headers_and_result)
{
	struct keeper s;
	struct load_result r, back;
	char path[512], *cause = NULL;

	keeper_init(&s, NULL, NULL, NULL, &cause);
	ck_assert_int_eq(load_path(test_data("allgames202602.txt"), "669122", &r, &cause), 0);
	keeper_adopt(&s, &r, NULL);
	snprintf(path, sizeof path, "%s/669122.txt", tmpdir);
	ck_assert_int_eq(keeper_save(&s, &r.game, path, NULL, &cause), 0);
	ck_assert_int_eq(load_path(path, NULL, &back, &cause), 0);
	ck_assert_str_eq(back.info.gold, "bot_dolores_v1");
	ck_assert_str_eq(back.info.silver, "browni3141");
	ck_assert_str_eq(back.info.date_text, "2026.02.01");
	ck_assert_int_eq(back.info.result_code, 'w');
	ck_assert_int_eq(back.info.reason_code, 'r');
	ck_assert(back.finished);
	load_free(&back);
	load_free(&r);
	keeper_free(&s);
}
END_TEST

START_TEST(no_state_directory_turns_autosave_off)
{
	struct keeper s;
	struct load_result r, found;
	char file[512], *cause = NULL;

	snprintf(file, sizeof file, "%s/plain", tmpdir);
	test_put(file, "x");
	setenv("XDG_STATE_HOME", file, 1);
	keeper_init(&s, NULL, NULL, NULL, &cause);
	ck_assert_ptr_null(s.autosave);
	ck_assert_ptr_nonnull(cause);
	free(cause);
	load_case("cases/goal.txt", &r);
	ck_assert_int_eq(keeper_autosave(&s, &r.game, &cause), 0);
	ck_assert_int_eq(keeper_find_resume(&s, &found, &cause), 0);
	load_free(&r);
	keeper_free(&s);
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

int main(void)
{
	Suite *s = suite_create("store_keeper");
	TCase *tc = tcase_create("keeper");
	SRunner *sr;
	int failed;

	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, save_without_a_name_goes_to_the_data_directory_then_stays_there);
	tcase_add_test(tc, save_to_a_name_and_the_headers_hold_the_players);
	tcase_add_test(tc, failed_save_is_reported_and_the_game_goes_on);
	tcase_add_test(tc, autosave_then_resume_or_keep_aside);
	tcase_add_test(tc, adopted_archive_game_keeps_its_headers_and_result);
	tcase_add_test(tc, no_state_directory_turns_autosave_off);
	tcase_add_test(tc, terminating_signals_are_noted_not_fatal);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_ENV);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}

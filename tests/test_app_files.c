/* test_ui_files.c: the screens' file actions without curses: what each
 * returns for the screens to do next, and what it did on disk: nothing
 * before the terminal is up, the resume question and both answers, an
 * opened file's first autosave keeping an older game aside, a finished
 * game kept, a second process told it has an autosave of its own, and
 * the view and save target brought back by a resume. */
#include "config.h"
#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "store/playfiles.h"
#include "app/clockui.h"
#include "app/files.h"
#include <stdio.h>
#include "lib/test.h"

static char tmpdir[256];
static struct ui u;
static struct ui_options opt;

#define SETUPS "1g Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1\n" \
	"1s rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7\n"

static void setup(void)
{
	snprintf(tmpdir, sizeof tmpdir, "/tmp/arimaa-files-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(tmpdir));
	unsetenv("XDG_STATE_HOME");
	unsetenv("XDG_DATA_HOME");
	setenv("HOME", tmpdir, 1);
	memset(&u, 0, sizeof u);
	memset(&opt, 0, sizeof opt);
	session_init(&u.s);
	u.s.after_move = files_after_move;
	u.s.after_move_data = &u;
}

static void teardown(void)
{
	char cmd[600];

	files_free(&u);
	session_free(&u.s);
	snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
	ck_assert_int_eq(system(cmd), 0);
}

/* A path under the test's home (static buffer). */
static const char *home(const char *name)
{
	static char buf[1024];

	snprintf(buf, sizeof buf, "%s/%s", tmpdir, name);
	return buf;
}

static bool exists(const char *path)
{
	struct stat st;

	return lstat(path, &st) == 0;
}

/* The names in a directory of the home that start with prefix and hold
 * part ("" for any). */
static int count_names(const char *dir, const char *prefix, const char *part)
{
	DIR *d = opendir(home(dir));
	struct dirent *e;
	int n = 0;

	if (!d)
		return 0;
	while ((e = readdir(d)))
		if (strncmp(e->d_name, prefix, strlen(prefix)) == 0 && strstr(e->d_name, part))
			n++;
	closedir(d);
	return n;
}

/* The names in a directory of the home that start with prefix. */
static int count(const char *dir, const char *prefix)
{
	return count_names(dir, prefix, "");
}

/* What screen_follow does to the mode. */
static void follow(enum files_next next)
{
	if (next == FILES_NEXT_REPLAY)
		u.mode = UI_MODE_REPLAY;
	else if (next == FILES_NEXT_LIST)
		u.mode = UI_MODE_LIST;
	else if (next == FILES_NEXT_GAME)
		u.mode = UI_MODE_GAME;
}

/* Puts an unfinished game (the setups and 2g) in the autosave. */
static void put_autosave(const char *extra_headers)
{
	char cmd[600], text[2048];

	snprintf(cmd, sizeof cmd, "mkdir -p %s/.local/state/arimaa", tmpdir);
	ck_assert_int_eq(system(cmd), 0);
	snprintf(text, sizeof text, "%s\n" SETUPS "2g Ed2n Ed3n\n", extra_headers);
	test_put(home(".local/state/arimaa/autosave.txt"), text);
}

#define ck_status_has(part) \
	ck_assert_msg(strstr(u.s.status, part), "status: %s", u.s.status)

START_TEST(nothing_is_written_before_the_terminal_is_up)
{
	opt.file = test_data("positions/push-into-trap.txt");
	ck_assert_int_eq(files_start(&u, &opt), FILES_NEXT_GAME);
	ck_assert(!exists(home(".local")));
	follow(FILES_NEXT_GAME);
	ck_assert_int_eq(files_begin(&u), FILES_NEXT_STAY);
	ck_assert(exists(home(".local/state/arimaa/autosave.txt")));
	ck_assert(exists(home(".local/state/arimaa/autosave.lock")));
}
END_TEST

START_TEST(a_file_that_cannot_be_opened_fails_and_writes_nothing)
{
	opt.file = home("no-such-file.txt");
	ck_assert_int_eq(files_start(&u, &opt), FILES_NEXT_FAIL);
	ck_assert(!exists(home(".local")));
}
END_TEST

START_TEST(unfinished_autosave_is_offered_and_yes_resumes_it)
{
	put_autosave("Event: e");
	ck_assert_int_eq(files_start(&u, &opt), FILES_NEXT_GAME);
	follow(FILES_NEXT_GAME);
	ck_assert_int_eq(files_begin(&u), FILES_NEXT_ASK_RESUME);
	ck_assert_str_eq(u.resume_question,
			 "resume the unfinished game (3 moves, last 2g)? y resumes, n starts afresh");
	ck_assert_int_eq(u.s.game.nmoves, 0);
	ck_assert_int_eq(files_resume(&u, true), FILES_NEXT_GAME);
	ck_assert_int_eq(u.s.game.nmoves, 3);
	ck_status_has("resumed: game loaded; Silver to move (2s)");
	ck_assert_int_eq(count(".local/state/arimaa", "autosave-"), 0);
}
END_TEST

START_TEST(no_keeps_the_unfinished_game_aside)
{
	put_autosave("Event: e");
	files_start(&u, &opt);
	ck_assert_int_eq(files_begin(&u), FILES_NEXT_ASK_RESUME);
	ck_assert_int_eq(files_resume(&u, false), FILES_NEXT_GAME);
	ck_status_has("the unfinished game was kept as");
	/* in the saved-games folder, where a player looks, named as one */
	ck_assert_int_eq(count(".local/state/arimaa", "autosave-"), 0);
	ck_assert_int_eq(count_names(".local/share/arimaa", "", "-unfinished.txt"), 1);
	ck_assert(!exists(home(".local/state/arimaa/autosave.txt")));
	ck_assert_int_eq(u.s.game.nmoves, 0);
}
END_TEST

START_TEST(an_opened_game_keeps_the_older_autosave_aside)
{
	char *before = NULL;

	put_autosave("Event: e");
	before = test_slurp(home(".local/state/arimaa/autosave.txt"), NULL);
	opt.file = test_data("positions/push-into-trap.txt");
	follow(files_start(&u, &opt));
	/* not yet: the terminal may still fail */
	char *same = test_slurp(home(".local/state/arimaa/autosave.txt"), NULL);
	ck_assert_str_eq(same, before);
	free(same);
	ck_assert_int_eq(files_begin(&u), FILES_NEXT_STAY);
	ck_status_has("the earlier game in the autosave was kept as");
	ck_assert_int_eq(count(".local/state/arimaa", "autosave-"), 0);
	ck_assert_int_eq(count_names(".local/share/arimaa", "", "-unfinished.txt"), 1);
	char *now = test_slurp(home(".local/state/arimaa/autosave.txt"), NULL);
	ck_assert_str_ne(now, before);
	free(now);
	free(before);
}
END_TEST

START_TEST(a_finished_file_opens_the_replay_and_is_not_autosaved)
{
	opt.file = test_data("cases/goal.txt");
	ck_assert_int_eq(files_start(&u, &opt), FILES_NEXT_REPLAY);
	follow(FILES_NEXT_REPLAY);
	files_begin(&u);
	ck_assert(!exists(home(".local/state/arimaa/autosave.txt")));
}
END_TEST

START_TEST(an_archive_opens_its_list)
{
	opt.file = test_data("allgames202602.txt");
	ck_assert_int_eq(files_start(&u, &opt), FILES_NEXT_LIST);
	ck_assert_uint_eq(u.list.nentries, 147);
}
END_TEST

START_TEST(a_finished_game_is_kept_and_the_player_told_where)
{
	struct load_result r;
	char *cause = NULL, want[600];

	files_start(&u, &opt);
	files_begin(&u);
	ck_assert_int_eq(load_path(test_data("cases/goal.txt"), NULL, &r, &cause), 0);
	session_set_game(&u.s, &r.game);
	load_free(&r);
	files_autosave(&u);
	snprintf(want, sizeof want, "the game is kept in %s/.local/share/arimaa/", tmpdir);
	ck_status_has(want);
	ck_assert_int_eq(count(".local/share/arimaa", "20"), 1);
	ck_assert(!exists(home(".local/state/arimaa/autosave.txt")));
	/* a new game: another file when it ends, the first left alone */
	ck_assert_int_eq(files_new_game(&u, false), FILES_NEXT_GAME);
	ck_assert_ptr_null(u.pf.finished_path);
}
END_TEST

START_TEST(a_second_process_is_told_it_has_its_own_autosave)
{
	struct playfiles other;
	char *cause = NULL;

	playfiles_init(&other, NULL, NULL, NULL);
	ck_assert_int_eq(playfiles_claim(&other, true, NULL, &cause), 0);
	files_start(&u, &opt);
	ck_assert_int_eq(files_begin(&u), FILES_NEXT_STAY);
	ck_status_has("1 other arimaa game is running, each with its autosave: this one autosaves to ");
	ck_status_has("/autosave.2.txt");
	playfiles_free(&other);
}
END_TEST

START_TEST(resume_brings_back_the_view_and_the_save_target)
{
	char headers[1200];

	snprintf(headers, sizeof headers, "Event: e\nArimaa-SaveTo: %s\nArimaa-View: hotseat flipped",
		 home("mine.txt"));
	put_autosave(headers);
	opt.resume = true;
	files_start(&u, &opt);
	ck_assert_int_eq(files_begin(&u), FILES_NEXT_GAME);
	ck_assert(u.s.hotseat);
	ck_assert(u.s.flipped);
	ck_assert_int_eq(files_save(&u, NULL), FILES_NEXT_STAY);
	ck_status_has("saved to ");
	ck_status_has("/mine.txt");
	char *text = test_slurp(home("mine.txt"), NULL);
	ck_assert_ptr_null(strstr(text, "Arimaa-"));
	ck_assert_ptr_nonnull(strstr(text, "2g Ed2n Ed3n\n"));
	free(text);
}
END_TEST

/* A record whose TimeControl cannot be used is played without a clock,
 * and the status quotes the text it refused (the text was once freed
 * before it was quoted). */
START_TEST(an_unusable_time_control_is_quoted_and_the_game_has_no_clock)
{
	test_put(home("tc.txt"), "TimeControl: 2/2/100/bogus-field\n" SETUPS);
	opt.file = home("tc.txt");
	u.adopted = clockui_adopt;
	ck_assert_int_eq(files_start(&u, &opt), FILES_NEXT_GAME);
	ck_status_has("no clock: the time control \"2/2/100/bogus-field\" cannot be used");
	ck_assert(!u.clk.timed);
	ck_assert_ptr_null(u.pf.timecontrol);
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("ui_files");
	TCase *tc = tcase_create("files");

	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, nothing_is_written_before_the_terminal_is_up);
	tcase_add_test(tc, a_file_that_cannot_be_opened_fails_and_writes_nothing);
	tcase_add_test(tc, unfinished_autosave_is_offered_and_yes_resumes_it);
	tcase_add_test(tc, no_keeps_the_unfinished_game_aside);
	tcase_add_test(tc, an_opened_game_keeps_the_older_autosave_aside);
	tcase_add_test(tc, a_finished_file_opens_the_replay_and_is_not_autosaved);
	tcase_add_test(tc, an_archive_opens_its_list);
	tcase_add_test(tc, a_finished_game_is_kept_and_the_player_told_where);
	tcase_add_test(tc, a_second_process_is_told_it_has_its_own_autosave);
	tcase_add_test(tc, resume_brings_back_the_view_and_the_save_target);
	tcase_add_test(tc, an_unusable_time_control_is_quoted_and_the_game_has_no_clock);
	suite_add_tcase(s, tc);
	return s;
}

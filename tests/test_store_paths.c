/* test_store_paths.c: the XDG directories for saved games and the
 * autosave, and default file names. */
#include "config.h"

#include <check.h>
#include "lib/test.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "store/paths.h"

static char tmpdir[256];

static void setup(void)
{
	snprintf(tmpdir, sizeof tmpdir, "/tmp/arimaa-paths-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(tmpdir));
	setenv("HOME", tmpdir, 1);
	unsetenv("XDG_DATA_HOME");
	unsetenv("XDG_STATE_HOME");
}

static void teardown(void)
{
	char cmd[600];

	snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
	ck_assert_int_eq(system(cmd), 0);
}

static void assert_dir(const char *path, int mode)
{
	struct stat st;

	ck_assert_int_eq(stat(path, &st), 0);
	ck_assert(S_ISDIR(st.st_mode));
	if (mode >= 0)
		ck_assert_int_eq(st.st_mode & 0777, mode);
}

START_TEST(data_dir_defaults_to_local_share_and_is_created)
{
	char want[512], *cause = NULL, *dir = paths_data_dir(&cause);

	snprintf(want, sizeof want, "%s/.local/share/arimaa", tmpdir);
	ck_assert_ptr_nonnull(dir);
	ck_assert_str_eq(dir, want);
	assert_dir(dir, 0700);
	free(dir);
}
END_TEST

START_TEST(state_dir_defaults_to_local_state_with_mode_0700)
{
	char want[512], *cause = NULL, *dir = paths_state_dir(&cause);

	snprintf(want, sizeof want, "%s/.local/state/arimaa", tmpdir);
	ck_assert_ptr_nonnull(dir);
	ck_assert_str_eq(dir, want);
	assert_dir(dir, 0700);
	free(dir);
}
END_TEST

START_TEST(xdg_variables_are_followed)
{
	char data[512], state[512], want[600], *cause = NULL, *dir;

	snprintf(data, sizeof data, "%s/d/e/f", tmpdir);
	snprintf(state, sizeof state, "%s/s", tmpdir);
	setenv("XDG_DATA_HOME", data, 1);
	setenv("XDG_STATE_HOME", state, 1);
	dir = paths_data_dir(&cause);
	snprintf(want, sizeof want, "%s/arimaa", data);
	ck_assert_str_eq(dir, want);
	assert_dir(dir, -1);
	free(dir);
	dir = paths_state_dir(&cause);
	snprintf(want, sizeof want, "%s/arimaa", state);
	ck_assert_str_eq(dir, want);
	assert_dir(dir, 0700);
	free(dir);
}
END_TEST

START_TEST(the_directories_are_shown_as_the_xdg_variables_say)
{
	char data[512], want[600], *dir;
	struct stat st;

	dir = paths_dir_shown(true);
	ck_assert_str_eq(dir, "~/.local/share/arimaa");
	free(dir);
	dir = paths_dir_shown(false);
	ck_assert_str_eq(dir, "~/.local/state/arimaa");
	free(dir);
	snprintf(data, sizeof data, "%s/d", tmpdir);
	setenv("XDG_DATA_HOME", data, 1);
	setenv("XDG_STATE_HOME", "relative", 1);
	dir = paths_dir_shown(true);
	snprintf(want, sizeof want, "%s/arimaa", data);
	ck_assert_str_eq(dir, want);
	free(dir);
	/* Shown, not made. */
	ck_assert_int_ne(stat(data, &st), 0);
	dir = paths_dir_shown(false);
	ck_assert_str_eq(dir, "~/.local/state/arimaa");
	free(dir);
}
END_TEST

START_TEST(relative_or_empty_xdg_variable_is_ignored)
{
	char want[512], *cause = NULL, *dir;

	/* The XDG spec: a relative path is invalid and must be ignored. */
	setenv("XDG_DATA_HOME", "relative/dir", 1);
	setenv("XDG_STATE_HOME", "", 1);
	dir = paths_data_dir(&cause);
	snprintf(want, sizeof want, "%s/.local/share/arimaa", tmpdir);
	ck_assert_str_eq(dir, want);
	free(dir);
	dir = paths_state_dir(&cause);
	snprintf(want, sizeof want, "%s/.local/state/arimaa", tmpdir);
	ck_assert_str_eq(dir, want);
	free(dir);
}
END_TEST

START_TEST(data_dir_that_cannot_be_made_is_reported)
{
	char file[512], *cause = NULL;
	FILE *f;

	snprintf(file, sizeof file, "%s/plainfile", tmpdir);
	f = fopen(file, "w");
	ck_assert_ptr_nonnull(f);
	fclose(f);
	setenv("XDG_DATA_HOME", file, 1);
	ck_assert_ptr_null(paths_data_dir(&cause));
	ck_assert_ptr_nonnull(cause);
	ck_assert_msg(strstr(cause, "plainfile"), "cause: %s", cause);
	free(cause);
}
END_TEST

START_TEST(save_name_is_date_and_time)
{
	char name[32];

	/* 2026-02-14 15:30:12 UTC: 1767225600 (2026-01-01) + 44 days + 55812 s. */
	setenv("TZ", "UTC", 1);
	tzset();
	paths_save_name((time_t)1771083012, name);
	ck_assert_str_eq(name, "2026-02-14-153012.txt");
}
END_TEST

START_TEST(default_save_never_names_an_existing_file)
{
	char want[600], *cause = NULL, *a, *b;
	FILE *f;

	setenv("TZ", "UTC", 1);
	tzset();
	a = paths_default_save((time_t)1771083012, &cause);
	ck_assert_ptr_nonnull(a);
	snprintf(want, sizeof want, "%s/.local/share/arimaa/2026-02-14-153012.txt", tmpdir);
	ck_assert_str_eq(a, want);
	f = fopen(a, "w");
	ck_assert_ptr_nonnull(f);
	fclose(f);
	b = paths_default_save((time_t)1771083012, &cause);
	snprintf(want, sizeof want, "%s/.local/share/arimaa/2026-02-14-153012-2.txt", tmpdir);
	ck_assert_str_eq(b, want);
	free(a);
	free(b);
}
END_TEST

START_TEST(save_names_are_recognised)
{
	ck_assert(paths_is_save_name("2026-02-14-153012.txt"));
	ck_assert(paths_is_save_name("2026-02-14-153012-2.txt"));
	ck_assert(paths_is_save_name("2026-02-14-153012-999.txt"));
	ck_assert(paths_is_save_name("2026-02-14-153012-unfinished.txt"));
	ck_assert(paths_is_save_name("2026-02-14-153012-unfinished-2.txt"));
	ck_assert(!paths_is_save_name("2026-02-14-153012-unfinishe.txt"));
	ck_assert(!paths_is_save_name("2026-02-14-153012-.txt"));
	ck_assert(!paths_is_save_name("2026-02-14-153012-x.txt"));
	ck_assert(!paths_is_save_name("2026-02-14-15301.txt"));
	ck_assert(!paths_is_save_name("2026-02-14-153012.txt.bak"));
	ck_assert(!paths_is_save_name("notes.txt"));
	ck_assert(!paths_is_save_name(""));
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("store_paths");
	TCase *tc = tcase_create("paths");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, data_dir_defaults_to_local_share_and_is_created);
	tcase_add_test(tc, state_dir_defaults_to_local_state_with_mode_0700);
	tcase_add_test(tc, xdg_variables_are_followed);
	tcase_add_test(tc, relative_or_empty_xdg_variable_is_ignored);
	tcase_add_test(tc, the_directories_are_shown_as_the_xdg_variables_say);
	tcase_add_test(tc, data_dir_that_cannot_be_made_is_reported);
	tcase_add_test(tc, save_name_is_date_and_time);
	tcase_add_test(tc, default_save_never_names_an_existing_file);
	tcase_add_test(tc, save_names_are_recognised);
	suite_add_tcase(s, tc);
	return s;
}

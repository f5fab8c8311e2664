/* test_app_progress.c: the learner's progress file (app/progress.c): a
 * round trip through the file, the streak and the score by theme, and
 * hostile files (too large, a long line, NUL bytes, unknown lines, bad
 * numbers, a FIFO, a directory) refused with the line and why, never
 * trusted in part. */
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "app/progress.h"
#include "lib/test.h"

static char tmpdir[256];
static struct progress prog;

static void setup(void)
{
	test_home_make(tmpdir, sizeof tmpdir, "progress");
}

static void teardown(void)
{
	test_home_remove(tmpdir);
}

/* Parses text; returns what progress_parse returned, why in why (room 300). */
static int parse(const char *text, size_t len, char *why)
{
	why[0] = '\0';
	return progress_parse(&prog, text, len, why, 300);
}

START_TEST(the_file_goes_under_xdg_state_home_and_back)
{
	char *cause = NULL, why[300];
	char *path = progress_path(&cause);
	ck_assert_msg(path, "%s", cause);
	char want[600];
	snprintf(want, sizeof want, "%s/.local/state/arimaa/learn.txt", tmpdir);
	ck_assert_str_eq(path, want);
	/* no file yet: no progress, no complaint */
	ck_assert_int_eq(progress_load(&prog, path, why, sizeof why), 0);
	ck_assert_int_eq(prog.nlessons, 0);
	progress_lesson_mark(&prog, "step");
	progress_lesson_mark(&prog, "step"); /* once */
	progress_lesson_mark(&prog, "push");
	progress_puzzle_result(&prog, "669122-18g", PUZZLE_MATERIAL, true);
	progress_puzzle_result(&prog, "669140-49s", PUZZLE_GOAL, true);
	ck_assert_int_eq(progress_save(&prog, path, &cause), 0);
	struct stat st;
	ck_assert_int_eq(stat(path, &st), 0);
	ck_assert_int_eq(st.st_mode & 077, 0); /* the learner's own */
	progress_init(&prog);
	ck_assert_int_eq(progress_load(&prog, path, why, sizeof why), 0);
	ck_assert_int_eq(prog.nlessons, 2);
	ck_assert(progress_lesson_done(&prog, "step"));
	ck_assert(progress_lesson_done(&prog, "push"));
	ck_assert(!progress_lesson_done(&prog, "pull"));
	ck_assert(progress_puzzle_solved(&prog, "669140-49s"));
	ck_assert_int_eq(prog.streak, 2);
	ck_assert_int_eq(prog.best, 2);
	ck_assert_int_eq(prog.solved[PUZZLE_GOAL], 1);
	ck_assert_int_eq(prog.tried[PUZZLE_MATERIAL], 1);
	free(path);
}
END_TEST

START_TEST(a_miss_ends_the_streak_and_counts_as_tried)
{
	progress_init(&prog);
	progress_puzzle_result(&prog, "a", PUZZLE_GOAL, true);
	progress_puzzle_result(&prog, "b", PUZZLE_GOAL, true);
	progress_puzzle_result(&prog, "c", PUZZLE_GOAL, false);
	ck_assert_int_eq(prog.streak, 0);
	ck_assert_int_eq(prog.best, 2);
	ck_assert_int_eq(prog.solved[PUZZLE_GOAL], 2);
	ck_assert_int_eq(prog.tried[PUZZLE_GOAL], 3);
	ck_assert(!progress_puzzle_solved(&prog, "c"));
	progress_puzzle_result(&prog, "d", PUZZLE_STOP, true);
	ck_assert_int_eq(prog.streak, 1);
	ck_assert_int_eq(prog.best, 2);
}
END_TEST

START_TEST(a_written_file_reads_back_the_same)
{
	char why[300];
	progress_init(&prog);
	progress_lesson_mark(&prog, "goal");
	progress_puzzle_result(&prog, "669127-24s", PUZZLE_GOAL2, true);
	progress_puzzle_result(&prog, "x", PUZZLE_SAVE, false);
	char *text = progress_format(&prog);
	struct progress before = prog;
	ck_assert_msg(parse(text, strlen(text), why) == 0, "%s\n%s", why, text);
	ck_assert_int_eq(memcmp(&before, &prog, sizeof prog), 0);
	free(text);
}
END_TEST

/* Hostile files: each refused with the line and why, and nothing kept. */
static const struct {
	const char *text;
	const char *why;
} hostile[] = {
	{ "lesson step\nstreak -1\n", "line 2: streak wants a number" },
	{ "streak 99999999999\n", "line 1: streak wants a number" },
	{ "streak 1x\n", "line 1: streak wants a number" },
	{ "lesson step\nlesson a b\n", "line 2: lesson wants one name" },
	{ "puzzle 0123456789012345678901234567890123\n", "line 1: puzzle wants one name" },
	{ "theme goal 5 3\n", "line 1: theme wants" },
	{ "theme chess 1 1\n", "line 1: theme wants" },
	{ "\033[2J\n", "line 1: not a line of the progress file" },
	{ "best 1 2 3 4 5 6\n", "line 1: too many words" },
	{ "lesson st\001ep\n", "line 1: lesson wants one name" },
};

START_TEST(a_hostile_line_is_refused_with_its_line)
{
	char why[300];
	progress_lesson_mark(&prog, "kept-before");
	ck_assert_int_eq(parse(hostile[_i].text, strlen(hostile[_i].text), why), -1);
	ck_assert_msg(strstr(why, hostile[_i].why), "%s: %s", hostile[_i].text, why);
	ck_assert_int_eq(prog.nlessons, 0); /* nothing trusted in part */
}
END_TEST

START_TEST(nul_bytes_long_lines_and_huge_files_are_refused)
{
	char why[300];
	static const char nul[] = "lesson step\nlesson a\0b\n";
	ck_assert_int_eq(parse(nul, sizeof nul - 1, why), -1);
	ck_assert_str_eq(why, "line 2: a NUL byte");
	char *big = malloc(PROGRESS_FILE_MAX + 2);
	memset(big, '#', PROGRESS_FILE_MAX + 1);
	big[PROGRESS_FILE_MAX + 1] = '\0';
	ck_assert_int_eq(parse(big, 300, why), -1);
	ck_assert_str_eq(why, "line 1: longer than 200 characters");
	ck_assert_int_eq(parse(big, PROGRESS_FILE_MAX + 1, why), -1);
	ck_assert_msg(strstr(why, "larger than"), "%s", why);
	/* the same bytes as a file: refused before they are read */
	char path[600];
	snprintf(path, sizeof path, "%s/big.txt", tmpdir);
	FILE *f = fopen(path, "wb");
	ck_assert_ptr_nonnull(f);
	ck_assert_uint_eq(fwrite(big, 1, PROGRESS_FILE_MAX + 1, f), PROGRESS_FILE_MAX + 1);
	ck_assert_int_eq(fclose(f), 0);
	ck_assert_int_eq(progress_load(&prog, path, why, sizeof why), -1);
	ck_assert_msg(strstr(why, "larger than"), "%s", why);
	free(big);
}
END_TEST

START_TEST(more_names_than_kept_are_refused)
{
	char why[300];
	size_t cap = (PROGRESS_LESSONS_MAX + 1) * 16, at = 0;
	char *text = malloc(cap);
	for (int i = 0; i <= PROGRESS_LESSONS_MAX; i++)
		at += (size_t)snprintf(text + at, cap - at, "lesson l%d\n", i);
	ck_assert_int_eq(parse(text, at, why), -1);
	ck_assert_msg(strstr(why, "more than 256 lessons"), "%s", why);
	free(text);
}
END_TEST

START_TEST(a_fifo_or_a_directory_is_not_read)
{
	char path[600], why[300];
	snprintf(path, sizeof path, "%s/fifo", tmpdir);
	ck_assert_int_eq(mkfifo(path, 0600), 0);
	ck_assert_int_eq(progress_load(&prog, path, why, sizeof why), -1); /* and does not block */
	ck_assert_msg(strstr(why, "FIFO"), "%s", why);
	ck_assert_int_eq(progress_load(&prog, tmpdir, why, sizeof why), -1);
	ck_assert_msg(strstr(why, "directory"), "%s", why);
}
END_TEST

START_TEST(crlf_comments_and_blank_lines_are_read)
{
	char why[300];
	static const char text[] = "# a comment with many many words in it\r\n\r\n  lesson step\r\nbest 3\r\nstreak 1\n";
	ck_assert_msg(parse(text, sizeof text - 1, why) == 0, "%s", why);
	ck_assert(progress_lesson_done(&prog, "step"));
	ck_assert_int_eq(prog.best, 3);
	ck_assert_int_eq(prog.streak, 1);
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("app_progress");
	TCase *tc = tcase_create("progress");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, the_file_goes_under_xdg_state_home_and_back);
	tcase_add_test(tc, a_miss_ends_the_streak_and_counts_as_tried);
	tcase_add_test(tc, a_written_file_reads_back_the_same);
	tcase_add_loop_test(tc, a_hostile_line_is_refused_with_its_line, 0, (int)(sizeof hostile / sizeof hostile[0]));
	tcase_add_test(tc, nul_bytes_long_lines_and_huge_files_are_refused);
	tcase_add_test(tc, more_names_than_kept_are_refused);
	tcase_add_test(tc, a_fifo_or_a_directory_is_not_read);
	tcase_add_test(tc, crlf_comments_and_blank_lines_are_read);
	suite_add_tcase(s, tc);
	return s;
}

/* test_store_prefs.c: the remembered answers' file (store/prefs.c): what a
 * good file says, every bad line reported with its number and the whole
 * file then ignored, the bounds, the text written read back the same, and
 * the file's place under XDG_CONFIG_HOME. */
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "lib/test.h"
#include "store/paths.h"
#include "store/prefs.h"

static int parse(const char *text, struct prefs *p, int *line, char *why)
{
	return prefs_parse(text, strlen(text), p, line, why, 160);
}

START_TEST(a_good_file_gives_every_answer)
{
	struct prefs p;
	int line;
	char why[160];
	ck_assert_int_eq(parse("# a comment\n\ngold = Ann Lee\n  silver=Bob  \nclock = 2/2/100/10/8\n"
			       "hotseat = on\nflip = off\nquestions = no\nbell = yes\n", &p, &line, why), 0);
	ck_assert_str_eq(p.gold, "Ann Lee");
	ck_assert_str_eq(p.silver, "Bob");
	ck_assert(p.has_clock);
	ck_assert_str_eq(p.clock, "2/2/100/10/8");
	ck_assert_int_eq(p.hotseat, PREFS_ON);
	ck_assert_int_eq(p.flip, PREFS_OFF);
	ck_assert_int_eq(p.questions, PREFS_OFF);
	ck_assert_int_eq(p.bell, PREFS_ON);
	ck_assert(prefs_has_answers(&p));
}
END_TEST

START_TEST(an_empty_file_remembers_nothing_and_none_is_no_clock)
{
	struct prefs p;
	int line;
	char why[160];
	ck_assert_int_eq(parse("", &p, &line, why), 0);
	ck_assert(!prefs_has_answers(&p));
	ck_assert_int_eq(p.hotseat, PREFS_UNSET);
	ck_assert_int_eq(p.bell, PREFS_UNSET);
	ck_assert_int_eq(parse("clock = none\r\n", &p, &line, why), 0);
	ck_assert(p.has_clock);
	ck_assert_str_eq(p.clock, "");
	ck_assert(prefs_has_answers(&p));
}
END_TEST

/* Each bad line: its number, and nothing kept from the lines before it. */
static const struct {
	const char *text;
	int line;
	const char *why;
} bad[] = {
	{ "gold = Ann\nnonsense\n", 2, "not \"key = value\"" },
	{ "gold = Ann\ncolour = red\n", 2, "unknown key" },
	{ "clock = 2/2/x\n", 1, "not a time control" },
	{ "gold = Ann\nsilver = Bob\nbell = loud\n", 3, "bell is on or off" },
	{ "gold =\n", 1, "a name has 1 to 31 bytes" },
	{ "gold = 0123456789012345678901234567890123\n", 1, "a name has 1 to 31 bytes" },
	{ "silver = a\033[2Jb\n", 1, "no control characters" },
	{ "\n\n\ngold = Ann\tLee\n", 4, "no control characters" },
};

START_TEST(a_bad_line_is_reported_with_its_number_and_the_file_ignored)
{
	struct prefs p;
	int line;
	char why[160];
	ck_assert_int_eq(parse(bad[_i].text, &p, &line, why), -1);
	ck_assert_int_eq(line, bad[_i].line);
	ck_assert_msg(strstr(why, bad[_i].why), "why: %s", why);
	ck_assert(!prefs_has_answers(&p));
	ck_assert_int_eq(p.bell, PREFS_UNSET);
}
END_TEST

START_TEST(the_bounds_a_long_line_a_nul_a_large_file)
{
	struct prefs p;
	int line;
	char why[160], *big = malloc(PREFS_MAX_SIZE + 2);
	memset(big, '#', 300);
	big[300] = '\0';
	ck_assert_int_eq(parse(big, &p, &line, why), -1);
	ck_assert_int_eq(line, 1);
	ck_assert_msg(strstr(why, "longer than 256 bytes"), "%s", why);
	ck_assert_int_eq(prefs_parse("gold = A\0nn\n", 12, &p, &line, why, sizeof why), -1);
	ck_assert_msg(strstr(why, "NUL"), "%s", why);
	/* a whole file of comments at the limit is read; a byte more is not */
	for (size_t i = 0; i < PREFS_MAX_SIZE; i++)
		big[i] = i % 100 == 99 ? '\n' : '#';
	ck_assert_int_eq(prefs_parse(big, PREFS_MAX_SIZE, &p, &line, why, sizeof why), 0);
	ck_assert_int_eq(line, (PREFS_MAX_SIZE + 99) / 100);
	big[PREFS_MAX_SIZE] = '\n';
	ck_assert_int_eq(prefs_parse(big, PREFS_MAX_SIZE + 1, &p, &line, why, sizeof why), -1);
	free(big);
}
END_TEST

START_TEST(what_is_written_reads_back_the_same)
{
	struct prefs p, q;
	int line;
	char text[PREFS_MAX_SIZE], why[160];
	prefs_init(&p);
	strcpy(p.gold, "Ann");
	strcpy(p.silver, "Bjørn");
	p.has_clock = true;
	p.hotseat = PREFS_ON;
	p.bell = PREFS_OFF;
	size_t n = prefs_format(&p, text, sizeof text);
	ck_assert_uint_eq(n, strlen(text));
	ck_assert_msg(strstr(text, "\nclock = none\n"), "%s", text);
	ck_assert_int_eq(prefs_parse(text, n, &q, &line, why, sizeof why), 0);
	ck_assert_mem_eq(&p, &q, sizeof p);
}
END_TEST

START_TEST(the_file_is_under_xdg_config_home_and_saved_and_loaded)
{
	char dir[] = "/tmp/arimaa-prefs-XXXXXX", want[128], *cause = NULL;
	ck_assert_ptr_nonnull(mkdtemp(dir));
	setenv("XDG_CONFIG_HOME", dir, 1);
	char *path = paths_config_file(false, &cause);
	snprintf(want, sizeof want, "%s/arimaa/config", dir);
	ck_assert_str_eq(path, want);
	struct stat st;
	/* reading makes nothing */
	struct prefs p, q;
	ck_assert_int_eq(prefs_load(path, &p, &cause), 0);
	snprintf(want, sizeof want, "%s/arimaa", dir);
	ck_assert_int_ne(stat(want, &st), 0);
	free(path);
	path = paths_config_file(true, &cause);
	prefs_init(&p);
	strcpy(p.gold, "Ann");
	ck_assert_int_eq(prefs_save(path, &p, &cause), 0);
	ck_assert_int_eq(prefs_load(path, &q, &cause), 1);
	ck_assert_str_eq(q.gold, "Ann");
	/* a bad file: its path and line */
	test_put(path, "gold = Ann\nsilver\n");
	ck_assert_int_eq(prefs_load(path, &q, &cause), -1);
	ck_assert_msg(strstr(cause, "config: line 2: "), "%s", cause);
	free(cause);
	cause = NULL;
	/* a directory in its place is refused, not read */
	unlink(path);
	ck_assert_int_eq(mkdir(path, 0700), 0);
	ck_assert_int_eq(prefs_load(path, &q, &cause), -1);
	free(cause);
	rmdir(path);
	free(path);
	ck_assert_int_eq(rmdir(want), 0);
	ck_assert_int_eq(rmdir(dir), 0);
	unsetenv("XDG_CONFIG_HOME");
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("store_prefs");
	TCase *tc = tcase_create("prefs");
	tcase_add_test(tc, a_good_file_gives_every_answer);
	tcase_add_test(tc, an_empty_file_remembers_nothing_and_none_is_no_clock);
	tcase_add_loop_test(tc, a_bad_line_is_reported_with_its_number_and_the_file_ignored, 0,
			    (int)(sizeof bad / sizeof bad[0]));
	tcase_add_test(tc, the_bounds_a_long_line_a_nul_a_large_file);
	tcase_add_test(tc, what_is_written_reads_back_the_same);
	tcase_add_test(tc, the_file_is_under_xdg_config_home_and_saved_and_loaded);
	suite_add_tcase(s, tc);
	return s;
}

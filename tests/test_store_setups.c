/* test_store_setups.c: each player's last setup, remembered by name
 * (store/setups.c): a good file read, every bad line reported with its
 * number and the whole file ignored, the bounds, the most recent first and
 * the oldest forgotten past SETUPS_MAX, and the text written read back. */
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lib/test.h"
#include "store/setups.h"

static int parse(const char *text, struct setups *s, int *line, char *why)
{
	return setups_parse(text, strlen(text), s, line, why, 160);
}

START_TEST(a_good_file_is_read_in_order)
{
	struct setups s;
	int line;
	char why[160];
	ck_assert_int_eq(parse("# comment\n\nAnn\tRHDEMDHR RRCRRCRR\r\nBjørn Li\tHDCEMCDH RRRRRRRR\n", &s, &line, why), 0);
	ck_assert_uint_eq(s.n, 2);
	ck_assert_str_eq(s.e[0].name, "Ann");
	ck_assert_str_eq(s.e[0].front, "RHDEMDHR");
	ck_assert_str_eq(s.e[0].back, "RRCRRCRR");
	ck_assert_str_eq(s.e[1].name, "Bjørn Li");
	ck_assert_ptr_eq(setups_find(&s, "Bjørn Li"), &s.e[1]);
	ck_assert_ptr_null(setups_find(&s, "ann"));
}
END_TEST

static const struct {
	const char *text;
	int line;
	const char *why;
} bad[] = {
	{ "Ann\tRHDEMDHR RRCRRCRR\nBob RHDEMDHR RRCRRCRR\n", 2, "a name, a tab and two ranks" },
	{ "\tRHDEMDHR RRCRRCRR\n", 1, "a name, a tab and two ranks" },
	{ "Ann\tRHDEMDHR RRCRRCR\n", 1, "a name, a tab and two ranks" },
	{ "Ann\tRHDEMDHRRRRCRRCRR\n", 1, "a name, a tab and two ranks" },
	/* two elephants */
	{ "Ann\tRHDEEDHR RRCRRCRR\n", 1, "sixteen pieces" },
	/* silver's letters */
	{ "Ann\trhdemdhr rrcrrcrr\n", 1, "sixteen pieces" },
	{ "A\033[2Jnn\tRHDEMDHR RRCRRCRR\n", 1, "a name, a tab and two ranks" },
	{ "0123456789012345678901234567890123\tRHDEMDHR RRCRRCRR\n", 1, "a name, a tab" },
};

START_TEST(a_bad_line_is_reported_with_its_number_and_the_file_ignored)
{
	struct setups s;
	int line;
	char why[160];
	ck_assert_int_eq(parse(bad[_i].text, &s, &line, why), -1);
	ck_assert_int_eq(line, bad[_i].line);
	ck_assert_msg(strstr(why, bad[_i].why), "why: %s", why);
	ck_assert_uint_eq(s.n, 0);
}
END_TEST

START_TEST(the_most_recent_first_and_the_oldest_forgotten)
{
	struct setups s;
	char name[16];
	memset(&s, 0, sizeof s);
	ck_assert(setups_put(&s, "Ann", "RHDEMDHR", "RRCRRCRR"));
	ck_assert(!setups_put(&s, "Ann", "RHDEMDHR", "RRCRRCRR")); /* the same: nothing changes */
	ck_assert(setups_put(&s, "Bob", "HDCEMCDH", "RRRRRRRR"));
	ck_assert_str_eq(s.e[0].name, "Bob");
	/* Ann again, another setup: first, Bob second, no copy of her */
	ck_assert(setups_put(&s, "Ann", "HDCEMCDH", "RRRRRRRR"));
	ck_assert_uint_eq(s.n, 2);
	ck_assert_str_eq(s.e[0].name, "Ann");
	ck_assert_str_eq(s.e[0].front, "HDCEMCDH");
	ck_assert_str_eq(s.e[1].name, "Bob");
	/* not a setup, or a name the file cannot hold: refused */
	ck_assert(!setups_put(&s, "Cy", "EEEEEEEE", "RRRRRRRR"));
	ck_assert(!setups_put(&s, "C\ty", "HDCEMCDH", "RRRRRRRR"));
	ck_assert(!setups_put(&s, "", "HDCEMCDH", "RRRRRRRR"));
	/* SETUPS_MAX players: the oldest (Bob) goes */
	for (int i = 0; i < SETUPS_MAX - 2; i++) {
		snprintf(name, sizeof name, "p%d", i);
		ck_assert(setups_put(&s, name, "HDCEMCDH", "RRRRRRRR"));
	}
	ck_assert_uint_eq(s.n, SETUPS_MAX);
	ck_assert_ptr_nonnull(setups_find(&s, "Bob"));
	ck_assert(setups_put(&s, "last", "HDCEMCDH", "RRRRRRRR"));
	ck_assert_uint_eq(s.n, SETUPS_MAX);
	ck_assert_ptr_null(setups_find(&s, "Bob"));
	ck_assert_ptr_nonnull(setups_find(&s, "Ann"));
	/* written and read back the same, within the bounds */
	char text[SETUPS_MAX_SIZE];
	size_t n = setups_format(&s, text, sizeof text);
	ck_assert_uint_lt(n, SETUPS_MAX_SIZE);
	struct setups back;
	int line;
	char why[160];
	ck_assert_int_eq(setups_parse(text, n, &back, &line, why, sizeof why), 0);
	ck_assert_uint_eq(back.n, s.n);
	ck_assert_mem_eq(back.e, s.e, sizeof s.e);
	/* one more line is one player too many */
	snprintf(text + n, sizeof text - n, "extra\tHDCEMCDH RRRRRRRR\n");
	ck_assert_int_eq(setups_parse(text, strlen(text), &back, &line, why, sizeof why), -1);
	ck_assert_msg(strstr(why, "more than 64 players"), "%s", why);
}
END_TEST

START_TEST(a_file_too_large_is_refused)
{
	struct setups s;
	int line;
	char why[160], *big = malloc(SETUPS_MAX_SIZE + 1);
	memset(big, '#', SETUPS_MAX_SIZE + 1);
	ck_assert_int_eq(setups_parse(big, SETUPS_MAX_SIZE + 1, &s, &line, why, sizeof why), -1);
	ck_assert_msg(strstr(why, "larger than"), "%s", why);
	/* a comment line of any length is skipped */
	ck_assert_int_eq(setups_parse(big, SETUPS_MAX_SIZE, &s, &line, why, sizeof why), 0);
	free(big);
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("store_setups");
	TCase *tc = tcase_create("setups");
	tcase_add_test(tc, a_good_file_is_read_in_order);
	tcase_add_loop_test(tc, a_bad_line_is_reported_with_its_number_and_the_file_ignored, 0,
			    (int)(sizeof bad / sizeof bad[0]));
	tcase_add_test(tc, the_most_recent_first_and_the_oldest_forgotten);
	tcase_add_test(tc, a_file_too_large_is_refused);
	suite_add_tcase(s, tc);
	return s;
}

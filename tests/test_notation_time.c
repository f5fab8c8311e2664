/* test_notation_time.c: time controls M/R/P/L/G/T read into seconds with
 * their defaults and written back; a bad one refused naming the field (the
 * reserve rules are tested with the clock, test_core_clock.c). */
#include "config.h"
#include <check.h>
#include "lib/test.h"
#include <stdlib.h>
#include <string.h>
#include "notation/timecontrol.h"

/* Reads s, which must be a valid time control. */
static struct timecontrol tc_ok(const char *s)
{
	struct timecontrol tc;
	char why[200];
	ck_assert_msg(timecontrol_parse(s, &tc, why, sizeof why) == 0, "%s: %s", s, why);
	return tc;
}

START_TEST(bare_numbers_are_minutes_and_hours_in_g)
{
	struct timecontrol tc = tc_ok("2/2/100/10/8");
	ck_assert_int_eq(tc.move, 120);
	ck_assert_int_eq(tc.reserve, 120);
	ck_assert_int_eq(tc.percent, 100);
	ck_assert_int_eq(tc.reserve_limit, 600);
	ck_assert_int_eq(tc.game_time, 8 * 3600);
	ck_assert_int_eq(tc.game_turns, 0);
	ck_assert_int_eq(tc.turn_limit, 0);
}
END_TEST

START_TEST(trailing_fields_take_defaults)
{
	struct timecontrol tc = tc_ok("15s/2m30s");
	ck_assert_int_eq(tc.move, 15);
	ck_assert_int_eq(tc.reserve, 150);
	ck_assert_int_eq(tc.percent, 100);
	ck_assert_int_eq(tc.reserve_limit, 0);
	ck_assert_int_eq(tc.game_time, 0);
	ck_assert_int_eq(tc.turn_limit, 0);
}
END_TEST

START_TEST(minutes_colon_seconds_and_hours_colon_minutes_in_g)
{
	struct timecontrol tc = tc_ok("0:30/3/100/5/1:30");
	ck_assert_int_eq(tc.move, 30);
	ck_assert_int_eq(tc.reserve, 180);
	ck_assert_int_eq(tc.reserve_limit, 300);
	ck_assert_int_eq(tc.game_time, 90 * 60);
}
END_TEST

START_TEST(unit_letters_combined)
{
	struct timecontrol tc = tc_ok("2m/6m/100/0/7h48s/0");
	ck_assert_int_eq(tc.move, 120);
	ck_assert_int_eq(tc.reserve, 360);
	ck_assert_int_eq(tc.game_time, 7 * 3600 + 48);
	tc = tc_ok("1d2h/30s");
	ck_assert_int_eq(tc.move, 86400 + 7200);
	tc = tc_ok("4m/10m/100/0/16h/10m");
	ck_assert_int_eq(tc.turn_limit, 600);
}
END_TEST

START_TEST(game_limit_in_turns)
{
	struct timecontrol tc = tc_ok("1/5/100/0/90t");
	ck_assert_int_eq(tc.game_turns, 90);
	ck_assert_int_eq(tc.game_time, 0);
}
END_TEST

START_TEST(percent_zero)
{
	struct timecontrol tc = tc_ok("8s/0/0");
	ck_assert_int_eq(tc.move, 8);
	ck_assert_int_eq(tc.reserve, 0);
	ck_assert_int_eq(tc.percent, 0);
}
END_TEST

START_TEST(every_archive_time_control_reads)
{
	static const char *const all[] = {
		"2m/6m/100/0/7h48s/0", "8s/0/0", "2/2/100/5/0", "4m/10m/100/0/16h/10m",
		"2m/6m/100/0/8h/6m", "30s/3m/100/0/2h/3m", "15s/2m30s/100", "0:30/3/100/5/8",
		"15s/2m30s/100/0/1h/2m30s", "15s/2m/100", "8s/0/100", "2/2/100/10/8",
		"30s/3/100/5/8", "30s/5m/100", "1m/4m/100/0/4h/4m", "8s/10s/100",
	};
	for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
		tc_ok(all[i]);
}
END_TEST

START_TEST(garbage_is_a_clear_error)
{
	static const char *const bad[] = {
		"", "   ", "abc", "2", "2/x", "2/2/150", "1/2/3/4/5/6/7", "2m2m/1", "-1/2",
		"2//100", "2/2/100/0/t", "1:75/2", "2m30/2", "99999999999/1", "2/2/100/0/0/0/",
		"1:/2", ":30/2", "2s3/1",
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct timecontrol tc;
		char why[200] = "";
		ck_assert_msg(timecontrol_parse(bad[i], &tc, why, sizeof why) == -1, "\"%s\" accepted", bad[i]);
		ck_assert_msg(why[0] != '\0', "no reason for \"%s\"", bad[i]);
	}
	struct timecontrol tc;
	char why[200];
	timecontrol_parse("2/2/abc", &tc, why, sizeof why);
	ck_assert_ptr_nonnull(strstr(why, "\"abc\""));
	ck_assert_ptr_nonnull(strstr(why, "percent"));
}
END_TEST

START_TEST(written_canonically_all_six_fields)
{
	char buf[128];
	struct timecontrol tc = tc_ok("15s/2m30s/100");
	timecontrol_write(&tc, buf, sizeof buf);
	ck_assert_str_eq(buf, "15s/2m30s/100/0/0/0");
	tc = tc_ok("2/2/100/10/8");
	timecontrol_write(&tc, buf, sizeof buf);
	ck_assert_str_eq(buf, "2m/2m/100/10m/8h/0");
	tc = tc_ok("1/5/50/0/90t/1:30");
	timecontrol_write(&tc, buf, sizeof buf);
	ck_assert_str_eq(buf, "1m/5m/50/0/90t/1m30s");
	struct timecontrol back = tc_ok(buf);
	ck_assert(memcmp(&tc, &back, sizeof tc) == 0);
}
END_TEST

START_TEST(every_example_of_the_spec_reads)
{
	/* ../shared/spec/notation.md, "Time controls" and the archive's column. */
	struct timecontrol tc = tc_ok("2/2/100/10/8");
	ck_assert_int_eq(tc.game_time, 8 * 3600);
	tc = tc_ok("1/5/100/0/90t");
	ck_assert_int_eq(tc.game_turns, 90);
	tc = tc_ok("2m30s/2m30s");
	ck_assert_int_eq(tc.move, 150);
	ck_assert_int_eq(tc.reserve, 150);
	tc = tc_ok("1:30/2/100/0/1:30");
	ck_assert_int_eq(tc.move, 90);
	ck_assert_int_eq(tc.game_time, 90 * 60);
	/* The presets the program offers. */
	tc = tc_ok("0:30/3/100/5/8");
	ck_assert_int_eq(tc.move, 30);
	ck_assert_int_eq(tc.reserve_limit, 300);
	tc = tc_ok("1/5/100/10");
	ck_assert_int_eq(tc.reserve_limit, 600);
	ck_assert_int_eq(tc.game_time, 0);
	tc = tc_ok("0/5");
	ck_assert_int_eq(tc.move, 0);
	ck_assert_int_eq(tc.reserve, 300);
	tc = tc_ok("0:02/0:03");
	ck_assert_int_eq(tc.move, 2);
	ck_assert_int_eq(tc.reserve, 3);
}
END_TEST

/* Asserts that s is refused with a reason containing both words. */
static void tc_refused(const char *s, const char *word1, const char *word2)
{
	struct timecontrol tc;
	char why[200] = "";
	ck_assert_msg(timecontrol_parse(s, &tc, why, sizeof why) == -1, "\"%s\" accepted", s);
	ck_assert_msg(strstr(why, word1), "\"%s\": \"%s\" does not say %s", s, why, word1);
	ck_assert_msg(strstr(why, word2), "\"%s\": \"%s\" does not say %s", s, why, word2);
}

START_TEST(a_bad_field_is_named_with_why)
{
	tc_refused("x/2", "(M)", "\"x\"");
	tc_refused("2/1:60", "(R)", "1:60");
	tc_refused("2/2/101", "(P)", "percent");
	tc_refused("2/2/100/5q", "(L)", "5q");
	tc_refused("2/2/100/0/90x", "(G)", "90x");
	tc_refused("2/2/100/0/t", "(G)", "\"t\"");
	tc_refused("2/2/100/0/8/3:3:3", "(T)", "3:3:3");
	tc_refused("2/2/100/0/8/1/1", "six fields", "M/R/P/L/G/T");
	tc_refused("2", "(M/R)", "reserve");
	tc_refused("0/0", "both 0", "lose on time");
	tc_refused("0:00/0s", "both 0", "(R)");
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("notation_time");
	TCase *tc = tcase_create("read");
	tcase_add_test(tc, bare_numbers_are_minutes_and_hours_in_g);
	tcase_add_test(tc, trailing_fields_take_defaults);
	tcase_add_test(tc, minutes_colon_seconds_and_hours_colon_minutes_in_g);
	tcase_add_test(tc, unit_letters_combined);
	tcase_add_test(tc, game_limit_in_turns);
	tcase_add_test(tc, percent_zero);
	tcase_add_test(tc, every_archive_time_control_reads);
	tcase_add_test(tc, garbage_is_a_clear_error);
	tcase_add_test(tc, written_canonically_all_six_fields);
	suite_add_tcase(s, tc);
	tcase_add_test(tc, every_example_of_the_spec_reads);
	tcase_add_test(tc, a_bad_field_is_named_with_why);
	suite_add_tcase(s, tc);
	return s;
}

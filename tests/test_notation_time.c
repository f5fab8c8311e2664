/* test_notation_time.c: time controls M/R/P/L/G/T read into seconds with
 * their defaults, written back, and the reserve after each turn. */
#include "config.h"
#include <check.h>
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

START_TEST(time_over_move_comes_out_of_reserve)
{
	struct timecontrol tc = tc_ok("15s/2m30s/100");
	ck_assert_int_eq(timecontrol_reserve_after(&tc, 150, 20, false), 145);
	ck_assert_int_eq(timecontrol_reserve_after(&tc, 150, 165, false), 0);
}
END_TEST

START_TEST(running_out_of_time_loses)
{
	struct timecontrol tc = tc_ok("15s/2m30s/100");
	ck_assert_int_eq(timecontrol_allowed(&tc, 150, false), 165);
	ck_assert_int_eq(timecontrol_reserve_after(&tc, 150, 166, false), -1);
}
END_TEST

START_TEST(unused_move_time_added_by_percent_rounded)
{
	struct timecontrol tc = tc_ok("15s/2m30s/100");
	ck_assert_int_eq(timecontrol_reserve_after(&tc, 150, 10, false), 155);
	tc = tc_ok("1/1/50");
	ck_assert_int_eq(timecontrol_reserve_after(&tc, 60, 59, false), 61); /* 0.5 s rounds up */
	ck_assert_int_eq(timecontrol_reserve_after(&tc, 60, 57, false), 62); /* 1.5 s */
	ck_assert_int_eq(timecontrol_reserve_after(&tc, 60, 56, false), 62); /* 2 s */
}
END_TEST

START_TEST(reserve_never_grows_beyond_limit_but_is_not_cut)
{
	struct timecontrol tc = tc_ok("30s/3/100/5");
	ck_assert_int_eq(timecontrol_reserve_after(&tc, 290, 20, false), 300);
	ck_assert_int_eq(timecontrol_reserve_after(&tc, 310, 0, false), 310);
	ck_assert_int_eq(timecontrol_reserve_after(&tc, 310, 40, false), 300);
}
END_TEST

START_TEST(turn_limit_caps_time_with_reserve_left)
{
	struct timecontrol tc = tc_ok("4m/10m/100/0/16h/10m");
	ck_assert_int_eq(timecontrol_allowed(&tc, 600, false), 600);
	ck_assert_int_eq(timecontrol_reserve_after(&tc, 600, 601, false), -1);
	ck_assert_int_eq(timecontrol_reserve_after(&tc, 600, 600, false), 240);
}
END_TEST

START_TEST(setup_may_take_a_minute_when_move_is_shorter)
{
	struct timecontrol tc = tc_ok("15s/2m30s/100");
	ck_assert_int_eq(timecontrol_reserve_after(&tc, 150, 50, true), 150);
	ck_assert_int_eq(timecontrol_reserve_after(&tc, 150, 70, true), 140);
	ck_assert_int_eq(timecontrol_allowed(&tc, 150, true), 210);
	tc = tc_ok("2/2");
	ck_assert_int_eq(timecontrol_reserve_after(&tc, 120, 100, true), 140);
}
END_TEST

static Suite *time_suite(void)
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
	tc = tcase_create("reserve");
	tcase_add_test(tc, time_over_move_comes_out_of_reserve);
	tcase_add_test(tc, running_out_of_time_loses);
	tcase_add_test(tc, unused_move_time_added_by_percent_rounded);
	tcase_add_test(tc, reserve_never_grows_beyond_limit_but_is_not_cut);
	tcase_add_test(tc, turn_limit_caps_time_with_reserve_left);
	tcase_add_test(tc, setup_may_take_a_minute_when_move_is_shorter);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(time_suite());
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

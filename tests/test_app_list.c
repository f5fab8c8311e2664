/* test_app_list.c: an archive's list filtered (app/listview.c): the
 * filter's text read, each part matched without regard to case, and the
 * February 2026 archive filtered, the counts found independently with awk
 * over the file's columns (tests/data/README.md). */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/listview.h"
#include "lib/test.h"

START_TEST(the_filter_is_read_by_keys)
{
	struct listfilter f;
	char why[160];
	ck_assert_int_eq(listview_parse("player=Ann event=World Championship tc=2/2 date=2026.02", &f, why, sizeof why), 0);
	ck_assert_str_eq(f.player, "Ann");
	ck_assert_str_eq(f.event, "World Championship");
	ck_assert_str_eq(f.tc, "2/2");
	ck_assert_str_eq(f.date_from, "2026.02");
	ck_assert(!f.date_range);
	/* a bare name is a player's; a date range */
	ck_assert_int_eq(listview_parse(" browni  date=2026.02.01..2026.02.03", &f, why, sizeof why), 0);
	ck_assert_str_eq(f.player, "browni");
	ck_assert(f.date_range);
	ck_assert_str_eq(f.date_from, "2026.02.01");
	ck_assert_str_eq(f.date_to, "2026.02.03");
	ck_assert_int_eq(listview_parse("colour=gold", &f, why, sizeof why), -1);
	ck_assert_ptr_nonnull(strstr(why, "no filter colour"));
	ck_assert_int_eq(listview_parse("player=a player=b", &f, why, sizeof why), -1);
	ck_assert_int_eq(listview_parse("", &f, why, sizeof why), 0);
	ck_assert_str_eq(f.player, "");
}
END_TEST

START_TEST(each_part_matches_without_regard_to_case)
{
	struct listfilter f;
	struct load_entry e;
	char why[160];
	memset(&e, 0, sizeof e);
	strcpy(e.gold, "Ann");
	strcpy(e.silver, "bot_Bob");
	strcpy(e.event, "Casual game");
	strcpy(e.result, "0-1 g");
	strcpy(e.timecontrol, "2/2/100/10/8");
	strcpy(e.date, "2026.02.14");
	static const struct {
		const char *filter;
		bool match;
	} cases[] = {
		{ "ann", true }, { "player=BOB", true }, { "player=carol", false },
		{ "event=casual", true }, { "event=championship", false },
		{ "result=0-1", true }, { "result=g", true }, { "result=1-0", false },
		{ "tc=2/2/100", true }, { "tc=15s", false },
		{ "date=2026.02", true }, { "date=2026.02.1", true }, { "date=2026.03", false },
		{ "date=2026.02.01..2026.02.14", true }, { "date=2026.02.15..", false },
		{ "date=..2026.02", true }, { "date=2026.02.01..2026.02.13", false },
		{ "ann result=0-1 tc=2/2", true }, { "ann result=1-0", false },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		ck_assert_int_eq(listview_parse(cases[i].filter, &f, why, sizeof why), 0);
		ck_assert_msg(listview_match(&f, &e) == cases[i].match, "%s", cases[i].filter);
	}
}
END_TEST

static struct ui u;

START_TEST(the_archive_filtered)
{
	char *cause = NULL;
	setenv("TZ", "UTC", 1);
	memset(&u, 0, sizeof u);
	session_init(&u.s);
	ck_assert_int_eq(load_path(test_data("allgames202602.txt"), NULL, &u.list, &cause), 0);
	ck_assert_uint_eq(listview_count(&u), 147);
	/* browni3141 on either side, Silver won, 1 to 3 February (awk: 17) */
	u.list_sel = 9; /* 669131, one of them */
	ck_assert_int_eq(listview_filter(&u, "player=browni result=0-1 date=2026.02.01..2026.02.03"), 0);
	ck_assert_uint_eq(listview_count(&u), 17);
	ck_assert_uint_eq(listview_row(&u, u.list_sel), 9);
	ck_assert_uint_eq(listview_row(&u, 0), 9);
	ck_assert_str_eq(u.s.status, "17 of 147 games match player=browni result=0-1 date=2026.02.01..2026.02.03");
	/* time controls starting 2/2 (awk: 52); every game is a casual one */
	ck_assert_int_eq(listview_filter(&u, "tc=2/2"), 0);
	ck_assert_uint_eq(listview_count(&u), 52);
	ck_assert_int_eq(listview_filter(&u, "event=casual"), 0);
	ck_assert_uint_eq(listview_count(&u), 147);
	/* a bad filter leaves the list as it was */
	ck_assert_int_eq(listview_filter(&u, "colour=gold"), -1);
	ck_assert_uint_eq(listview_count(&u), 147);
	ck_assert_int_eq(listview_filter(&u, "player=nobody"), 0);
	ck_assert_uint_eq(listview_count(&u), 0);
	ck_assert_uint_eq(listview_row(&u, 0), 147);
	ck_assert_int_eq(listview_filter(&u, ""), 0);
	ck_assert_uint_eq(listview_count(&u), 147);
	listview_free(&u);
	load_free(&u.list);
	session_free(&u.s);
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("app_list");
	TCase *tc = tcase_create("filter");
	tcase_add_test(tc, the_filter_is_read_by_keys);
	tcase_add_test(tc, each_part_matches_without_regard_to_case);
	tcase_add_test(tc, the_archive_filtered);
	suite_add_tcase(s, tc);
	return s;
}

/* test_notation_movetimes.c: the seconds each move took: the MoveTimes
 * header written and read back (a bad one refused, records without one
 * still read), the archive's "after 2w, move used:17" events read in
 * order, and the clock rules checked against the reserves every game of
 * tests/data/allgames202602.txt reports after every move. */
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/clock.h"
#include "notation/archive.h"
#include "notation/movetimes.h"
#include "notation/record.h"
#include "notation/timecontrol.h"
#include <stdio.h>
#include "lib/test.h"

static const char game_text[] =
	"Event: test\n"
	"\n"
	"1g Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1\n"
	"1s rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7\n"
	"2g Ed2n Ed3n Ed4n Dg2n\n";

/* Replays text (which must be legal) into g. */
static void replay_text(const char *text, struct game *g)
{
	struct record rec;
	struct record_error err;
	ck_assert_int_eq(record_parse(text, strlen(text), &rec, &err), 0);
	ck_assert_msg(record_replay(&rec, g, false, &err) == 0, "%s", err.message);
	record_free(&rec);
}

START_TEST(untimed_moves_write_no_header)
{
	struct game g;
	replay_text(game_text, &g);
	for (size_t i = 0; i < g.nmoves; i++)
		ck_assert_int_eq(g.moves[i].used, -1);
	ck_assert_ptr_null(movetimes_write(&g));
	game_free(&g);
}
END_TEST

START_TEST(times_written_one_per_move_and_read_back)
{
	struct game g, g2;
	char why[160];
	replay_text(game_text, &g);
	g.moves[0].used = 45;
	g.moves[1].used = 0;
	char *v = movetimes_write(&g);
	ck_assert_str_eq(v, "45 0 -");
	replay_text(game_text, &g2);
	ck_assert_int_eq(movetimes_read(v, &g2, why, sizeof why), 0);
	ck_assert_int_eq(g2.moves[0].used, 45);
	ck_assert_int_eq(g2.moves[1].used, 0);
	ck_assert_int_eq(g2.moves[2].used, -1);
	free(v);
	game_free(&g);
	game_free(&g2);
}
END_TEST

START_TEST(a_game_file_with_times_replays_with_them)
{
	char text[1024];
	struct game g;
	snprintf(text, sizeof text, "Event: test\n%s: 12 13 1000000\n%s", MOVETIMES_HEADER,
		 strchr(game_text, '\n') + 1);
	replay_text(text, &g);
	ck_assert_int_eq(g.moves[0].used, 12);
	ck_assert_int_eq(g.moves[1].used, 13);
	ck_assert_int_eq(g.moves[2].used, 1000000);
	game_free(&g);
	/* More numbers than moves: the rest is ignored. */
	snprintf(text, sizeof text, "%s: 1 2 3 4 5\n%s", MOVETIMES_HEADER, strchr(game_text, '\n') + 1);
	replay_text(text, &g);
	ck_assert_int_eq(g.moves[2].used, 3);
	game_free(&g);
}
END_TEST

START_TEST(a_bad_times_header_is_refused_but_the_game_reads)
{
	static const char *const bad[] = { "12 x", "1.5", "--", "12,13", "-1", "99999999999", "1 2a" };
	struct game g;
	char why[160], text[1024];
	replay_text(game_text, &g);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		why[0] = '\0';
		ck_assert_msg(movetimes_read(bad[i], &g, why, sizeof why) == -1, "\"%s\" read", bad[i]);
		ck_assert_msg(why[0] != '\0', "no reason for \"%s\"", bad[i]);
		ck_assert_int_eq(g.moves[0].used, -1); /* nothing changed */
	}
	movetimes_read("7 x", &g, why, sizeof why);
	ck_assert_ptr_nonnull(strstr(why, "move time 2"));
	game_free(&g);
	snprintf(text, sizeof text, "%s: 7 oops\n%s", MOVETIMES_HEADER, strchr(game_text, '\n') + 1);
	replay_text(text, &g);
	ck_assert_int_eq(g.nmoves, 3);
	ck_assert_int_eq(g.moves[0].used, -1);
	game_free(&g);
}
END_TEST

START_TEST(archive_events_give_the_times_in_order)
{
	/* The start of game 669127's events, cut down. */
	static const char ev[] =
		"1769941052 [Sun Feb  1 10:17:32 2026] start move received from w\\n"
		"1769941065 [Sun Feb  1 10:17:45 2026] after 1w, move used:13 wresv:150 bresv:150 game:13\\n"
		"1769941066 [Sun Feb  1 10:17:46 2026] w player present\\n"
		"1769941078 [Sun Feb  1 10:17:58 2026] after 1b, move used:13 wresv:150 bresv:150 game:26\\n"
		"1769941095 [Sun Feb  1 10:18:15 2026] after 2w, move used:17 wresv:148 bresv:150 game:43\\n"
		"1769941101 [Sun Feb  1 10:18:21 2026] after 2b, move used:6 wresv:148 bresv:159 game:49";
	char *v = movetimes_from_events(ev, strlen(ev));
	ck_assert_str_eq(v, "13 13 17 6");
	free(v);
	/* A gap in the order ends the list there. */
	static const char gap[] =
		"1 [x] after 1w, move used:5 wresv:1 bresv:1 game:5\\n"
		"2 [x] after 2w, move used:9 wresv:1 bresv:1 game:14";
	v = movetimes_from_events(gap, strlen(gap));
	ck_assert_str_eq(v, "5");
	free(v);
	ck_assert_ptr_null(movetimes_from_events("no times here", 13));
	ck_assert_ptr_null(movetimes_from_events("] after 1w, move used:", 22));
}
END_TEST

/* Reads the "after <n><w|b>, move used:U wresv:W bresv:B" entries of
 * events into arrays; returns how many (at most max). */
static size_t events_reserves(const char *ev, long *wres, long *bres, size_t max)
{
	size_t n = 0;
	for (const char *p = ev; (p = strstr(p, "] after ")) && n < max; p++) {
		int num;
		char side;
		long used, w, b;
		if (sscanf(p, "] after %d%c, move used:%ld wresv:%ld bresv:%ld", &num, &side, &used, &w, &b) == 5) {
			wres[n] = w;
			bres[n] = b;
			n++;
		}
	}
	return n;
}

START_TEST(clock_rules_agree_with_every_archive_reserve)
{
	size_t len;
	char *text = test_slurp(test_data("allgames202602.txt"), &len);
	struct archive a;
	struct record_error err;
	enum { MAX = 1024 };
	static long wres[MAX], bres[MAX];
	size_t checked = 0;
	ck_assert_int_eq(archive_parse(text, len, &a, &err), 0);
	for (size_t i = 0; i < a.nrows; i++) {
		struct record rec;
		struct game g;
		struct timecontrol tc;
		struct clock c;
		char why[200];
		const char *ev = archive_field(&a, i, "events");
		ck_assert_int_eq(archive_record(&a, i, &rec, &err), 0);
		ck_assert_int_eq(timecontrol_parse(record_header(&rec, "TimeControl"), &tc, why, sizeof why), 0);
		ck_assert_int_ge(record_replay(&rec, &g, false, &err), 0);
		size_t n = ev ? events_reserves(ev, wres, bres, MAX) : 0;
		if (n > g.nmoves)
			n = g.nmoves;
		for (size_t k = 0; k < n; k++) {
			ck_assert_msg(g.moves[k].used >= 0, "game %s: move %zu has no time", rec.id, k + 1);
			clock_replay(&c, &tc, &g, k + 1);
			ck_assert_msg(c.reserve[GOLD] == wres[k] && c.reserve[SILVER] == bres[k],
				      "game %s (%s), after move %zu: reserves %ld/%ld, the archive says %ld/%ld",
				      rec.id, record_header(&rec, "TimeControl"), k + 1,
				      c.reserve[GOLD], c.reserve[SILVER], wres[k], bres[k]);
			checked++;
		}
		game_free(&g);
		record_free(&rec);
	}
	/* grep -o "after [0-9]*[wb], move used" counts 10315 entries in the file. */
	ck_assert_int_ge(checked, 10000);
	archive_free(&a);
	free(text);
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("notation_movetimes");
	TCase *tc = tcase_create("movetimes");
	tcase_add_test(tc, untimed_moves_write_no_header);
	tcase_add_test(tc, times_written_one_per_move_and_read_back);
	tcase_add_test(tc, a_game_file_with_times_replays_with_them);
	tcase_add_test(tc, a_bad_times_header_is_refused_but_the_game_reads);
	tcase_add_test(tc, archive_events_give_the_times_in_order);
	tcase_add_test(tc, clock_rules_agree_with_every_archive_reserve);
	tcase_set_timeout(tc, 60);
	suite_add_tcase(s, tc);
	return s;
}

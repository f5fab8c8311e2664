/* test_app_clock.c: the clock controller (app/clockctl.c) without a
 * terminal and without waiting: the time is passed in (milliseconds), the
 * game is the core's, and each call's event is checked: a loss on time
 * (seen by the tick, or by a move that came too late), moves charged and
 * their times written into the game, a pause, the hand-over between turns,
 * the choice of a clock for a new game, the game limit, a refused control.
 * Expected times follow the arimaa.com rules (tests/test_core_clock.c):
 * a setup may take a minute plus the reserve and adds nothing to it. */
#include "config.h"
#include <check.h>
#include <string.h>
#include "app/clockctl.h"
#include "core/game.h"
#include "lib/test.h"
#include "notation/notation.h"

/* One second in milliseconds. */
enum { S = 1000 };

static const char *const test_setups[COLOR_NB] = {
	"Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2",
	"ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7",
};

/* Plays the setup of the side to move. */
static void test_setup(struct game *g)
{
	struct placement pl[SETUP_PIECES];
	const char *p = test_setups[g->pos.side];
	int n = 0;
	while (*p && n < SETUP_PIECES) {
		ck_assert_int_eq(notation_placement_read(p, 3, &pl[n]), 0);
		n++;
		p += p[3] ? 4 : 3;
	}
	ck_assert_int_eq(game_setup(g, pl, n), SETUP_OK);
}

/* Plays the steps of text as one turn. */
static void test_move(struct game *g, const char *text)
{
	struct step st[TURN_MAX_STEPS];
	int n = fixture_parse_steps(text, st, TURN_MAX_STEPS);
	ck_assert_int_eq(game_play_steps(g, st, n, NULL, NULL, NULL), GAME_PLAYED);
}

/* A game with the clock controller set to control at time 0. */
static void test_start(struct game *g, struct clockctl *k, const char *control, bool handover, bool stopped)
{
	char why[200];
	game_init(g);
	memset(k, 0, sizeof *k);
	k->handover = handover;
	ck_assert_int_eq(clockctl_set(k, g, control, stopped, 0, why, sizeof why), 0);
}

START_TEST(the_side_to_move_loses_when_its_time_runs_out)
{
	struct game g;
	struct clockctl k;
	test_start(&g, &k, "10s/20s/100", false, false);
	/* Gold's setup: a minute plus the 20 s reserve */
	ck_assert_int_eq(clockctl_tick(&k, &g, 80 * S, true, false), CLOCKCTL_NONE);
	ck_assert_int_eq(g.phase, GAME_SETUP);
	ck_assert_int_eq(clockctl_tick(&k, &g, 80 * S + 1, true, false), CLOCKCTL_ENDED);
	ck_assert_int_eq(g.phase, GAME_OVER);
	ck_assert_int_eq(g.reason, REASON_TIME);
	ck_assert_int_eq(g.winner, SILVER);
	/* once ended, nothing more happens */
	ck_assert_int_eq(clockctl_tick(&k, &g, 500 * S, true, false), CLOCKCTL_NONE);
	ck_assert(!clockctl_live(&k));
	game_free(&g);
}
END_TEST

START_TEST(moves_are_charged_and_their_times_written_into_the_game)
{
	struct game g;
	struct clockctl k;
	test_start(&g, &k, "10s/20s/100", false, false);
	ck_assert(clockctl_live(&k));
	test_setup(&g);
	ck_assert_int_eq(clockctl_sync(&k, &g, 5 * S), CLOCKCTL_NONE);
	ck_assert_int_eq(g.moves[0].used, 5);
	ck_assert(k.clock.running);
	ck_assert_int_eq(k.clock.side, SILVER);
	test_setup(&g);
	ck_assert_int_eq(clockctl_sync(&k, &g, 7 * S), CLOCKCTL_NONE);
	ck_assert_int_eq(g.moves[1].used, 2);
	/* setups add nothing to the reserve */
	ck_assert_int_eq(clock_reserve(&k.clock, GOLD), 20);
	ck_assert_int_eq(clock_reserve(&k.clock, SILVER), 20);
	/* Gold takes 15 s: 10 of move time, 5 of reserve */
	test_move(&g, "Ed2n");
	ck_assert_int_eq(clockctl_sync(&k, &g, 22 * S), CLOCKCTL_NONE);
	ck_assert_int_eq(g.moves[2].used, 15);
	ck_assert_int_eq(clock_reserve(&k.clock, GOLD), 15);
	/* Silver takes 4 s: the 6 unused seconds go to its reserve (P 100) */
	test_move(&g, "ed7s");
	ck_assert_int_eq(clockctl_sync(&k, &g, 26 * S), CLOCKCTL_NONE);
	ck_assert_int_eq(g.moves[3].used, 4);
	ck_assert_int_eq(clock_reserve(&k.clock, SILVER), 26);
	ck_assert_int_eq(k.charged, 4);
	game_free(&g);
}
END_TEST

START_TEST(a_move_that_came_too_late_is_taken_back_and_loses)
{
	struct game g;
	struct clockctl k;
	test_start(&g, &k, "10s/20s/100", false, false);
	test_setup(&g);
	/* the setup was entered at 81 s, before any tick saw the flag fall */
	ck_assert_int_eq(clockctl_sync(&k, &g, 81 * S), CLOCKCTL_ENDED);
	ck_assert_int_eq(g.nmoves, 0);
	ck_assert_int_eq(g.phase, GAME_OVER);
	ck_assert_int_eq(g.reason, REASON_TIME);
	ck_assert_int_eq(g.winner, SILVER);
	game_free(&g);
}
END_TEST

START_TEST(a_pause_stops_the_clock)
{
	struct game g;
	struct clockctl k;
	test_start(&g, &k, "10s/20s/100", false, false);
	clockctl_pause(&k, true, 1 * S);
	ck_assert(k.paused);
	ck_assert(!clockctl_live(&k));
	ck_assert_int_eq(clockctl_tick(&k, &g, 1000 * S, true, false), CLOCKCTL_NONE);
	clockctl_pause(&k, false, 1000 * S);
	ck_assert(clockctl_live(&k));
	/* 1 s before the pause and 79 after: 80 s, still in time */
	ck_assert_int_eq(clockctl_tick(&k, &g, 1079 * S, true, false), CLOCKCTL_NONE);
	ck_assert_int_eq(clockctl_tick(&k, &g, 1079 * S + 1, true, false), CLOCKCTL_ENDED);
	ck_assert_int_eq(g.reason, REASON_TIME);
	game_free(&g);
}
END_TEST

START_TEST(the_hand_over_stops_the_next_clock_until_the_player_is_ready)
{
	struct game g;
	struct clockctl k;
	test_start(&g, &k, "10s/20s/100", true, false);
	ck_assert_int_eq(clockctl_tick(&k, &g, 1 * S, true, false), CLOCKCTL_NONE);
	test_setup(&g);
	ck_assert_int_eq(clockctl_sync(&k, &g, 3 * S), CLOCKCTL_NONE);
	ck_assert(k.handover_due);
	ck_assert(!clockctl_live(&k));
	/* not over the prompt or a question: only on the board's screens */
	ck_assert_int_eq(clockctl_tick(&k, &g, 4 * S, false, false), CLOCKCTL_NONE);
	ck_assert_int_eq(clockctl_tick(&k, &g, 5 * S, true, false), CLOCKCTL_HANDOVER);
	ck_assert_int_eq(clockctl_tick(&k, &g, 6 * S, true, false), CLOCKCTL_NONE);
	/* Silver is away a long time: its clock does not run */
	ck_assert_int_eq(clockctl_tick(&k, &g, 500 * S, true, false), CLOCKCTL_NONE);
	clockctl_pause(&k, false, 500 * S);
	ck_assert_int_eq(clockctl_tick(&k, &g, 580 * S, true, false), CLOCKCTL_NONE);
	ck_assert_int_eq(clockctl_tick(&k, &g, 580 * S + 1, true, false), CLOCKCTL_ENDED);
	ck_assert_int_eq(g.winner, GOLD);
	game_free(&g);
}
END_TEST

START_TEST(a_clock_set_stopped_waits_for_the_hand_over)
{
	struct game g;
	struct clockctl k;
	test_start(&g, &k, "10s/20s/100", false, true);
	ck_assert(k.handover_due);
	ck_assert(!clockctl_live(&k));
	ck_assert_int_eq(clockctl_tick(&k, &g, 100 * S, true, false), CLOCKCTL_HANDOVER);
	ck_assert_int_eq(g.phase, GAME_SETUP);
	game_free(&g);
}
END_TEST

START_TEST(a_new_game_offers_the_choice_of_a_clock_once)
{
	struct game g;
	struct clockctl k;
	game_init(&g);
	memset(&k, 0, sizeof k);
	ck_assert_int_eq(clockctl_sync(&k, &g, 0), CLOCKCTL_NONE);
	ck_assert(k.choose_due);
	ck_assert_int_eq(clockctl_tick(&k, &g, 1, false, false), CLOCKCTL_NONE);
	ck_assert_int_eq(clockctl_tick(&k, &g, 2, true, false), CLOCKCTL_CHOOSE);
	ck_assert_int_eq(clockctl_tick(&k, &g, 3, true, false), CLOCKCTL_NONE);
	game_free(&g);
}
END_TEST

/* Issue 21: "n" after a timed game keeps its clock, fresh, without asking. */
START_TEST(a_new_game_after_a_timed_one_keeps_its_clock)
{
	struct game g;
	struct clockctl k;
	char why[200];
	game_init(&g);
	memset(&k, 0, sizeof k);
	ck_assert_int_eq(clockctl_set(&k, &g, "1/2", false, 0, why, sizeof why), 0);
	test_setup(&g);
	ck_assert_int_eq(clockctl_sync(&k, &g, 30 * S), CLOCKCTL_NONE);
	/* a new game, as session_new_game makes it */
	game_free(&g);
	game_init(&g);
	ck_assert_int_eq(clockctl_sync(&k, &g, 40 * S), CLOCKCTL_NONE);
	ck_assert(!k.choose_due);
	ck_assert_int_eq(clockctl_tick(&k, &g, 41 * S, true, false), CLOCKCTL_NONE);
	ck_assert(k.timed);
	/* the clocks afresh: 2 min of reserve each */
	ck_assert_int_eq(k.clock.reserve[GOLD], 120);
	game_free(&g);
}
END_TEST

/* A game on control from time 0: both setups played, at 1 s and 2 s;
 * Gold to move from 2 s. */
static void test_set_up(struct game *g, struct clockctl *k, const char *control)
{
	char why[200];
	game_init(g);
	memset(k, 0, sizeof *k);
	ck_assert_int_eq(clockctl_set(k, g, control, false, 0, why, sizeof why), 0);
	test_setup(g);
	clockctl_sync(k, g, 1 * S);
	test_setup(g);
	clockctl_sync(k, g, 2 * S);
}

/* Issue 21: the low-time warning, as arimaa.com's client gives it: under
 * 30 s and under 10 s of the mover's move time and reserve together (the
 * cap T when nearer); the other side's clock never; the bell once a level. */
START_TEST(the_movers_low_time_is_warned_of_at_30_and_10_seconds)
{
	struct game g;
	struct clockctl k;
	/* 20 s a move, 15 s of reserve */
	test_set_up(&g, &k, "20s/15s");
	/* Gold to move from 2 s: 35 s in all */
	ck_assert_int_eq(clockctl_low(&k, GOLD, 2 * S), CLOCKCTL_LOW_NONE);
	ck_assert_int_eq(clockctl_low(&k, GOLD, 7 * S), CLOCKCTL_LOW_NONE);     /* 30 s left */
	ck_assert_int_eq(clockctl_low(&k, GOLD, 7 * S + 1), CLOCKCTL_LOW_30);  /* just under */
	ck_assert_int_eq(clockctl_low(&k, SILVER, 7 * S + 1), CLOCKCTL_LOW_NONE);
	ck_assert_int_eq(clockctl_low(&k, GOLD, 27 * S), CLOCKCTL_LOW_30);     /* 10 s left */
	ck_assert_int_eq(clockctl_low(&k, GOLD, 27 * S + 1), CLOCKCTL_LOW_10);
	/* the bell: off by default */
	ck_assert(!clockctl_bell_due(&k, 28 * S));
	k.bell = true;
	ck_assert(!clockctl_bell_due(&k, 3 * S));
	ck_assert(clockctl_bell_due(&k, 8 * S));
	ck_assert(!clockctl_bell_due(&k, 9 * S));
	ck_assert(clockctl_bell_due(&k, 28 * S));
	ck_assert(!clockctl_bell_due(&k, 29 * S));
	/* Gold moves: Silver's turn warns afresh */
	test_move(&g, "Ed2n");
	clockctl_sync(&k, &g, 30 * S);
	ck_assert_int_eq(clockctl_low(&k, GOLD, 31 * S), CLOCKCTL_LOW_NONE);
	ck_assert(!clockctl_bell_due(&k, 31 * S));
	ck_assert(clockctl_bell_due(&k, 36 * S));
	game_free(&g);
}
END_TEST

/* The cap T counts when it is nearer than the move time and the reserve. */
START_TEST(the_turn_cap_counts_for_the_low_time_warning)
{
	struct game g;
	struct clockctl k;
	/* 1 min a move, 5 min reserve, at most 40 s a turn */
	test_set_up(&g, &k, "1/5/100/0/0/40s");
	ck_assert_int_eq(clockctl_low(&k, GOLD, 12 * S), CLOCKCTL_LOW_NONE);
	ck_assert_int_eq(clockctl_low(&k, GOLD, 13 * S), CLOCKCTL_LOW_30);
	ck_assert_int_eq(clockctl_low(&k, GOLD, 33 * S), CLOCKCTL_LOW_10);
	game_free(&g);
}
END_TEST

START_TEST(the_game_limit_in_turns_ends_the_game_after_silvers_move)
{
	struct game g;
	struct clockctl k;
	test_start(&g, &k, "10s/20s/100/0/2t", false, false);
	test_setup(&g);
	ck_assert_int_eq(clockctl_sync(&k, &g, 1 * S), CLOCKCTL_NONE);
	test_setup(&g);
	ck_assert_int_eq(clockctl_sync(&k, &g, 2 * S), CLOCKCTL_NONE);
	test_move(&g, "Ed2n");
	ck_assert_int_eq(clockctl_sync(&k, &g, 3 * S), CLOCKCTL_NONE);
	ck_assert_int_eq(g.phase, GAME_PLAY);
	test_move(&g, "ed7s");
	ck_assert_int_eq(clockctl_sync(&k, &g, 4 * S), CLOCKCTL_ENDED);
	ck_assert_int_eq(g.phase, GAME_OVER);
	ck_assert_int_eq(g.reason, REASON_SCORE);
	ck_assert_int_eq(g.moves[3].used, 1);
	game_free(&g);
}
END_TEST

START_TEST(nothing_runs_out_under_an_archives_list)
{
	struct game g;
	struct clockctl k;
	test_start(&g, &k, "10s/20s/100", false, false);
	ck_assert_int_eq(clockctl_tick(&k, &g, 1000 * S, true, true), CLOCKCTL_NONE);
	ck_assert_int_eq(g.phase, GAME_SETUP);
	game_free(&g);
}
END_TEST

START_TEST(a_refused_control_says_why_and_changes_nothing)
{
	struct game g;
	struct clockctl k;
	char why[200] = "";
	test_start(&g, &k, "10s/20s/100", false, false);
	struct clockctl before = k;
	ck_assert_int_eq(clockctl_set(&k, &g, "x/y", false, 5 * S, why, sizeof why), -1);
	ck_assert(why[0] != '\0');
	ck_assert(memcmp(&before, &k, sizeof k) == 0);
	/* none: no clock at all */
	ck_assert_int_eq(clockctl_set(&k, &g, NULL, false, 5 * S, why, sizeof why), 0);
	ck_assert(!k.timed);
	ck_assert_int_eq(clockctl_tick(&k, &g, 10000 * S, true, false), CLOCKCTL_NONE);
	game_free(&g);
}
END_TEST

START_TEST(times_are_written_rounded_up_to_the_second)
{
	char buf[32];
	clockctl_format(0, buf, sizeof buf);
	ck_assert_str_eq(buf, "0:00");
	clockctl_format(1, buf, sizeof buf);
	ck_assert_str_eq(buf, "0:01");
	clockctl_format(61 * S, buf, sizeof buf);
	ck_assert_str_eq(buf, "1:01");
	clockctl_format(3600LL * S + 1, buf, sizeof buf);
	ck_assert_str_eq(buf, "1:00:01");
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("app_clock");
	TCase *tc = tcase_create("clockctl");
	tcase_add_test(tc, the_side_to_move_loses_when_its_time_runs_out);
	tcase_add_test(tc, moves_are_charged_and_their_times_written_into_the_game);
	tcase_add_test(tc, a_move_that_came_too_late_is_taken_back_and_loses);
	tcase_add_test(tc, a_pause_stops_the_clock);
	tcase_add_test(tc, the_hand_over_stops_the_next_clock_until_the_player_is_ready);
	tcase_add_test(tc, a_clock_set_stopped_waits_for_the_hand_over);
	tcase_add_test(tc, a_new_game_offers_the_choice_of_a_clock_once);
	tcase_add_test(tc, a_new_game_after_a_timed_one_keeps_its_clock);
	tcase_add_test(tc, the_movers_low_time_is_warned_of_at_30_and_10_seconds);
	tcase_add_test(tc, the_turn_cap_counts_for_the_low_time_warning);
	tcase_add_test(tc, the_game_limit_in_turns_ends_the_game_after_silvers_move);
	tcase_add_test(tc, nothing_runs_out_under_an_archives_list);
	tcase_add_test(tc, a_refused_control_says_why_and_changes_nothing);
	tcase_add_test(tc, times_are_written_rounded_up_to_the_second);
	suite_add_tcase(s, tc);
	return s;
}

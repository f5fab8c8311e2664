/* test_core_clock.c: the rules of arimaa.com time controls with an
 * injected clock (times in milliseconds passed in; nothing sleeps): move
 * time plus reserve, the reserve's gains and losses (setups gain none), the limit L both
 * ways, the setup minute, the turn cap T, pauses, losing on time, and the
 * game limit G as a time or a move number with the piece-count rule. */
#include "config.h"
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "core/clock.h"
#include "core/game.h"
#include "lib/test.h"

/* A time control from its fields in seconds (G as a time). */
static struct timecontrol tc_make(long m, long r, int p, long l, long g, long t)
{
	struct timecontrol tc = { m, r, p, l, g, 0, t };
	return tc;
}

/* One second in milliseconds. */
enum { S = 1000 };

START_TEST(move_time_plus_reserve_is_allowed)
{
	struct timecontrol tc = tc_make(15, 150, 100, 0, 0, 0); /* 15s/2m30s/100 */
	ck_assert_int_eq(clock_allowed(&tc, 150, false), 165);
	struct clock c;
	clock_init(&c, &tc);
	clock_start(&c, GOLD, false, 1000000);
	ck_assert_int_eq(clock_check(&c, 1000000 + 165 * S), CLOCK_OK);
	ck_assert_int_eq(clock_check(&c, 1000000 + 165 * S + 1), CLOCK_OUT_OF_TIME);
}
END_TEST

START_TEST(time_over_move_comes_out_of_reserve)
{
	struct timecontrol tc = tc_make(15, 150, 100, 0, 0, 0);
	ck_assert_int_eq(clock_reserve_after(&tc, 150, 20, false), 145);
	ck_assert_int_eq(clock_reserve_after(&tc, 150, 165, false), 0);
	/* The same through the running clock: 20.9 s are 20 whole seconds. */
	struct clock c;
	long used = 0;
	clock_init(&c, &tc);
	clock_start(&c, SILVER, false, 0);
	ck_assert_int_eq(clock_move_left_ms(&c, SILVER, 10 * S), 5 * S);
	ck_assert_int_eq(clock_reserve_left_ms(&c, SILVER, 10 * S), 150 * S);
	ck_assert_int_eq(clock_move_left_ms(&c, SILVER, 20 * S), 0);
	ck_assert_int_eq(clock_reserve_left_ms(&c, SILVER, 20 * S), 145 * S);
	ck_assert_int_eq(clock_reserve_left_ms(&c, GOLD, 20 * S), 150 * S);
	ck_assert_int_eq(clock_finish(&c, 20 * S + 900, 2, &used), CLOCK_OK);
	ck_assert_int_eq(used, 20);
	ck_assert_int_eq(c.reserve[SILVER], 145);
	ck_assert_int_eq(c.reserve[GOLD], 150);
	ck_assert(!c.running);
}
END_TEST

START_TEST(running_out_of_time_loses)
{
	struct timecontrol tc = tc_make(15, 150, 100, 0, 0, 0);
	ck_assert_int_eq(clock_reserve_after(&tc, 150, 166, false), -1);
	struct clock c;
	long used = 0;
	clock_init(&c, &tc);
	clock_start(&c, GOLD, false, 0);
	ck_assert_int_eq(clock_turn_left_ms(&c, 100 * S), 65 * S);
	ck_assert_int_eq(clock_finish(&c, 165 * S + 1, 2, &used), CLOCK_OUT_OF_TIME);
	ck_assert_int_eq(used, -1);
	ck_assert_int_eq(c.reserve[GOLD], 150); /* the move was not charged */
	ck_assert_int_eq(c.moves, 0);
	ck_assert(!c.running);
	/* but the loser's clocks read 0, not its full time again */
	ck_assert_int_eq(clock_move_left_ms(&c, GOLD, 200 * S), 0);
	ck_assert_int_eq(clock_reserve_left_ms(&c, GOLD, 200 * S), 0);
	ck_assert_int_eq(clock_reserve_left_ms(&c, SILVER, 200 * S), 150 * S);
}
END_TEST

START_TEST(losing_on_time_ends_the_game_for_the_side_to_move)
{
	struct game g;
	game_init(&g);
	ck_assert_int_eq(game_lose_on_time(&g), 0); /* during Gold's setup */
	ck_assert_int_eq(g.phase, GAME_OVER);
	ck_assert_int_eq(g.winner, SILVER);
	ck_assert_int_eq(g.reason, REASON_TIME);
	ck_assert_int_eq(game_lose_on_time(&g), -1);
	/* Taken back, the game is reopened where it stopped, no move lost. */
	ck_assert(game_takeback(&g));
	ck_assert_int_eq(g.phase, GAME_SETUP);
	ck_assert_int_eq(g.reason, REASON_NONE);
	ck_assert_int_eq(g.nmoves, 0);
	game_free(&g);
}
END_TEST

START_TEST(unused_move_time_added_by_percent_rounded_at_the_half_second)
{
	struct timecontrol tc = tc_make(15, 150, 100, 0, 0, 0);
	ck_assert_int_eq(clock_reserve_after(&tc, 150, 10, false), 155);
	tc = tc_make(60, 60, 50, 0, 0, 0); /* 1/1/50 */
	ck_assert_int_eq(clock_reserve_after(&tc, 60, 59, false), 61); /* 0.5 s rounds up */
	ck_assert_int_eq(clock_reserve_after(&tc, 60, 57, false), 62); /* 1.5 s rounds up */
	ck_assert_int_eq(clock_reserve_after(&tc, 60, 56, false), 62); /* 2 s */
	ck_assert_int_eq(clock_reserve_after(&tc, 60, 60, false), 60); /* nothing unused */
	tc = tc_make(60, 60, 33, 0, 0, 0);
	ck_assert_int_eq(clock_reserve_after(&tc, 60, 59, false), 60); /* 0.33 s rounds down */
	ck_assert_int_eq(clock_reserve_after(&tc, 60, 58, false), 61); /* 0.66 s rounds up */
	tc = tc_make(60, 60, 0, 0, 0, 0);
	ck_assert_int_eq(clock_reserve_after(&tc, 60, 0, false), 60);  /* P = 0 adds nothing */
}
END_TEST

START_TEST(reserve_never_grows_beyond_limit)
{
	struct timecontrol tc = tc_make(30, 180, 100, 300, 0, 0); /* 0:30/3/100/5 */
	ck_assert_int_eq(clock_reserve_after(&tc, 290, 20, false), 300);
	ck_assert_int_eq(clock_reserve_after(&tc, 300, 0, false), 300);
	ck_assert_int_eq(clock_reserve_after(&tc, 280, 20, false), 290);
}
END_TEST

START_TEST(reserve_above_limit_is_not_cut)
{
	struct timecontrol tc = tc_make(30, 400, 100, 300, 0, 0); /* R above L from the start */
	ck_assert_int_eq(clock_reserve_after(&tc, 400, 0, false), 400);
	ck_assert_int_eq(clock_reserve_after(&tc, 310, 10, false), 310);
	/* Time over M still comes off it, and may take it below L. */
	ck_assert_int_eq(clock_reserve_after(&tc, 310, 40, false), 300);
	ck_assert_int_eq(clock_reserve_after(&tc, 310, 50, false), 290);
}
END_TEST

START_TEST(turn_cap_limits_a_move_with_reserve_left)
{
	struct timecontrol tc = tc_make(240, 600, 100, 0, 16 * 3600, 600); /* 4m/10m/100/0/16h/10m */
	ck_assert_int_eq(clock_allowed(&tc, 600, false), 600);
	ck_assert_int_eq(clock_reserve_after(&tc, 600, 601, false), -1);
	ck_assert_int_eq(clock_reserve_after(&tc, 600, 600, false), 240);
	struct clock c;
	clock_init(&c, &tc);
	clock_start(&c, GOLD, false, 0);
	ck_assert_int_eq(clock_turn_left_ms(&c, 100 * S), 500 * S);
	ck_assert_int_eq(clock_check(&c, 600 * S), CLOCK_OK);
	ck_assert_int_eq(clock_check(&c, 600 * S + 1), CLOCK_OUT_OF_TIME);
	/* The reserve shown is still there: it is the cap that ran out. */
	ck_assert_int_gt(clock_reserve_left_ms(&c, GOLD, 600 * S + 1), 0);
}
END_TEST

START_TEST(setup_may_take_a_minute_when_move_is_shorter)
{
	struct timecontrol tc = tc_make(15, 150, 100, 0, 0, 0);
	ck_assert_int_eq(clock_move_time(&tc, true), 60);
	ck_assert_int_eq(clock_move_time(&tc, false), 15);
	ck_assert_int_eq(clock_reserve_after(&tc, 150, 50, true), 150); /* no reserve touched, none gained */
	ck_assert_int_eq(clock_reserve_after(&tc, 150, 70, true), 140);
	ck_assert_int_eq(clock_allowed(&tc, 150, true), 210);
	struct clock c;
	clock_init(&c, &tc);
	clock_start(&c, GOLD, true, 0);
	ck_assert_int_eq(clock_move_left_ms(&c, GOLD, 10 * S), 50 * S);
	ck_assert_int_eq(clock_move_left_ms(&c, SILVER, 10 * S), 15 * S);
	/* M of a minute or more: time beyond M comes off the reserve, but
	 * time under it adds nothing (archive game 669128, 2/2/100/10/8:
	 * setups of 1 and 17 seconds leave both reserves at 2 minutes). */
	tc = tc_make(120, 120, 100, 600, 8 * 3600, 0);
	ck_assert_int_eq(clock_reserve_after(&tc, 120, 1, true), 120);
	ck_assert_int_eq(clock_reserve_after(&tc, 120, 17, true), 120);
	ck_assert_int_eq(clock_reserve_after(&tc, 120, 150, true), 90);
	/* M = 0 (the preset 0/5): each setup still has its minute. */
	tc = tc_make(0, 300, 100, 0, 0, 0);
	ck_assert_int_eq(clock_allowed(&tc, 300, true), 360);
	ck_assert_int_eq(clock_reserve_after(&tc, 300, 59, true), 300);
	ck_assert_int_eq(clock_reserve_after(&tc, 300, 9, false), 291);
}
END_TEST

START_TEST(paused_time_is_not_counted)
{
	struct timecontrol tc = tc_make(2, 3, 100, 0, 0, 0); /* 0:02/0:03 */
	struct clock c;
	clock_init(&c, &tc);
	clock_start(&c, GOLD, false, 0);
	clock_pause(&c, 1 * S);
	ck_assert_int_eq(clock_turn_ms(&c, 1000 * S), 1 * S);
	ck_assert_int_eq(clock_check(&c, 1000 * S), CLOCK_OK);
	clock_resume(&c, 1000 * S);
	ck_assert_int_eq(clock_turn_ms(&c, 1002 * S), 3 * S);
	ck_assert_int_eq(clock_check(&c, 1004 * S), CLOCK_OK);
	ck_assert_int_eq(clock_check(&c, 1004 * S + 1), CLOCK_OUT_OF_TIME);
	/* A clock started stopped (the hand-over screen) runs only when resumed. */
	clock_init(&c, &tc);
	clock_start(&c, SILVER, false, 0);
	clock_pause(&c, 0);
	ck_assert_int_eq(clock_check(&c, 3600 * S), CLOCK_OK);
	ck_assert_int_eq(clock_move_left_ms(&c, SILVER, 3600 * S), 2 * S);
}
END_TEST

START_TEST(short_control_runs_out_during_the_reserve)
{
	/* 0:02/0:03, as in the screen test: 5 s in all for the first turn. */
	struct timecontrol tc = tc_make(2, 3, 100, 0, 0, 0);
	struct clock c;
	long used;
	clock_init(&c, &tc);
	clock_start(&c, GOLD, false, 0);
	ck_assert_int_eq(clock_finish(&c, 1 * S, 2, &used), CLOCK_OK);
	ck_assert_int_eq(c.reserve[GOLD], 4); /* 1 s unused added */
	clock_start(&c, SILVER, false, 1 * S);
	ck_assert_int_eq(clock_check(&c, 6 * S), CLOCK_OK);
	ck_assert_int_eq(clock_check(&c, 6 * S + 1), CLOCK_OUT_OF_TIME);
}
END_TEST

START_TEST(the_accessors_engines_need)
{
	struct timecontrol tc = tc_make(30, 180, 100, 300, 8 * 3600, 0);
	struct clock c;
	long used;
	clock_init(&c, &tc);
	ck_assert_int_eq(clock_last_used(&c), 0);
	clock_start(&c, GOLD, true, 0);
	ck_assert_int_eq(clock_finish(&c, 45 * S, 1, &used), CLOCK_OK);
	clock_start(&c, SILVER, true, 45 * S);
	ck_assert_int_eq(clock_finish(&c, 50 * S, 1, &used), CLOCK_OK);
	clock_start(&c, GOLD, false, 50 * S);
	ck_assert_int_eq(clock_finish(&c, 90 * S, 2, &used), CLOCK_OK);
	clock_start(&c, SILVER, false, 90 * S);
	ck_assert_int_eq(clock_move_used(&c, 97 * S + 500), 7);
	ck_assert_int_eq(clock_reserve(&c, GOLD), 170);
	ck_assert_int_eq(clock_reserve(&c, SILVER), 180);
	ck_assert_int_eq(clock_used(&c, GOLD), 85);
	ck_assert_int_eq(clock_used(&c, SILVER), 5);
	ck_assert_int_eq(clock_last_used(&c), 40);
	ck_assert_int_eq(clock_control(&c)->reserve_limit, 300);
	ck_assert_int_eq(clock_game_left_ms(&c, 97 * S), (8 * 3600 - 97) * (long long)S);
}
END_TEST

/* The position of the piece-count tests: each side has three pieces; Gold
 * can push c4's rabbit into c3, Silver then f7's rabbit into f6. */
static const char count_board[] =
	"       r"
	"     Re "
	"        "
	"        "
	"  rE    "
	"        "
	"        "
	"R       ";

/* Plays text as one turn of g, which must be legal. */
static void play(struct game *g, const char *text)
{
	struct step s[TURN_MAX_STEPS];
	int n = fixture_parse_steps(text, s, TURN_MAX_STEPS), bad = -1;
	enum step_error se = STEP_OK;
	enum turn_end te = TURN_END_OK;
	ck_assert_msg(game_play_steps(g, s, n, &bad, &se, &te) == 0, "%s refused", text);
}

/* Starts the piece-count game with Gold to move 2g. */
static void count_game(struct game *g)
{
	struct position pos;
	fixture_position(&pos, count_board, GOLD);
	ck_assert_int_eq(game_init_position(g, &pos, 2), 0);
}

START_TEST(score_silver_wins_when_counts_were_always_equal)
{
	struct game g;
	count_game(&g);
	play(&g, "Ra1n");
	play(&g, "rh8w");
	ck_assert_int_eq(game_score_winner(&g), SILVER);
	ck_assert_int_eq(game_end_by_limit(&g), 0);
	ck_assert_int_eq(g.winner, SILVER);
	ck_assert_int_eq(g.reason, REASON_SCORE);
	game_free(&g);
}
END_TEST

/* Plays the setup of the side to move from "Ra1"-style tokens. */
static void setup(struct game *g, const char *text)
{
	struct placement pl[16];
	int n = 0;
	for (const char *p = text; *p && n < 16; p += 4) {
		char sq[3] = { p[1], p[2], '\0' };
		pl[n].piece = (uint8_t)fixture_piece(p[0]);
		pl[n].square = (uint8_t)fixture_square(sq);
		n++;
		if (!p[3])
			break;
	}
	ck_assert_int_eq(game_setup(g, pl, n), SETUP_OK);
}

START_TEST(score_setups_do_not_count)
{
	/* After Gold's setup Silver has no pieces on the board: that is not
	 * "more pieces after a completed turn". */
	struct game g;
	game_init(&g);
	setup(&g, "Ra2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Rh2 Ra1 Rb1 Rc1 Cd1 Ce1 Rf1 Rg1 Rh1");
	ck_assert_int_eq(game_score_winner(&g), SILVER);
	setup(&g, "rh7 ra7 rh8 rg8 rf8 rc8 rb8 ra8 cc7 cd8 df7 de8 hg7 hb7 md7 ee7");
	play(&g, "Ed2n Ed3n Ed4n Dg2n");
	play(&g, "hg7s hg6s hb7s hb6s");
	ck_assert_int_eq(game_score_winner(&g), SILVER);
	game_free(&g);
}
END_TEST

START_TEST(score_the_side_with_more_pieces_wins)
{
	struct game g;
	count_game(&g);
	play(&g, "rc4s Ed4w");
	ck_assert_int_eq(game_score_winner(&g), GOLD);
	play(&g, "rh8w");
	ck_assert_int_eq(game_score_winner(&g), GOLD);
	game_free(&g);
}
END_TEST

START_TEST(score_the_side_that_most_recently_had_more_wins)
{
	struct game g;
	count_game(&g);
	play(&g, "rc4s Ed4w");      /* 3 to 2: Gold ahead */
	play(&g, "Rf7s eg7w");      /* 2 to 2: equal again */
	play(&g, "Ra1n");
	ck_assert_int_eq(game_score_winner(&g), GOLD);
	game_free(&g);
}
END_TEST

START_TEST(game_limit_as_time_ends_the_game_mid_turn)
{
	/* 30 s a move, 3 min reserve, G = 100 s of game time. */
	struct timecontrol tc = tc_make(30, 180, 100, 0, 100, 0);
	struct clock c;
	struct game g;
	long used;
	count_game(&g);
	clock_init(&c, &tc);
	clock_start(&c, GOLD, false, 0);
	play(&g, "rc4s Ed4w");
	ck_assert_int_eq(clock_finish(&c, 20 * S, 2, &used), CLOCK_OK);
	clock_start(&c, SILVER, false, 20 * S);
	play(&g, "rh8w");
	ck_assert_int_eq(clock_finish(&c, 50 * S, 2, &used), CLOCK_OK);
	ck_assert_int_eq(c.game_used, 50);
	clock_start(&c, GOLD, false, 50 * S);
	ck_assert_int_eq(clock_game_left_ms(&c, 60 * S), 40 * S);
	ck_assert_int_eq(clock_check(&c, 100 * S - 1), CLOCK_OK);
	ck_assert_int_eq(clock_check(&c, 100 * S), CLOCK_GAME_LIMIT);
	/* A pause stops the game time too. */
	clock_pause(&c, 90 * S);
	ck_assert_int_eq(clock_check(&c, 500 * S), CLOCK_OK);
	clock_resume(&c, 500 * S);
	ck_assert_int_eq(clock_finish(&c, 510 * S, 3, &used), CLOCK_GAME_LIMIT);
	ck_assert_int_eq(game_end_by_limit(&g), 0);
	ck_assert_int_eq(g.winner, GOLD);
	ck_assert_int_eq(g.reason, REASON_SCORE);
	game_free(&g);
}
END_TEST

START_TEST(game_limit_reached_before_running_out_decides_first)
{
	/* Gold would run out at 30 s + 1 ms, the game limit comes at 30 s. */
	struct timecontrol tc = tc_make(30, 0, 100, 0, 30, 0);
	struct clock c;
	clock_init(&c, &tc);
	clock_start(&c, GOLD, false, 0);
	ck_assert_int_eq(clock_check(&c, 30 * S), CLOCK_GAME_LIMIT);
	ck_assert_int_eq(clock_check(&c, 40 * S), CLOCK_GAME_LIMIT);
	/* And the other way round. */
	tc = tc_make(10, 0, 100, 0, 60, 0);
	clock_init(&c, &tc);
	clock_start(&c, GOLD, false, 0);
	ck_assert_int_eq(clock_check(&c, 10 * S + 1), CLOCK_OUT_OF_TIME);
	ck_assert_int_eq(clock_check(&c, 60 * S), CLOCK_OUT_OF_TIME);
}
END_TEST

START_TEST(game_limit_in_turns_ends_after_silvers_move)
{
	struct timecontrol tc = tc_make(60, 300, 100, 0, 0, 0);
	tc.game_turns = 3;
	struct clock c;
	long used;
	clock_init(&c, &tc);
	/* Setups (move 1), then 2g 2s 3g 3s. */
	static const struct { enum color side; int number; bool setup; } moves[] = {
		{ GOLD, 1, true }, { SILVER, 1, true }, { GOLD, 2, false },
		{ SILVER, 2, false }, { GOLD, 3, false },
	};
	long long now = 0;
	for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
		clock_start(&c, moves[i].side, moves[i].setup, now);
		now += 5 * S;
		ck_assert_int_eq(clock_finish(&c, now, moves[i].number, &used), CLOCK_OK);
	}
	clock_start(&c, SILVER, false, now);
	ck_assert_int_eq(clock_finish(&c, now + 5 * S, 3, &used), CLOCK_GAME_LIMIT);
	ck_assert_int_eq(used, 5); /* the last move is complete and counted */
	ck_assert_int_eq(c.moves, 6);
}
END_TEST

START_TEST(clocks_restored_from_recorded_move_times)
{
	struct timecontrol tc = tc_make(30, 180, 100, 300, 0, 0);
	struct game g;
	struct clock c;
	count_game(&g);
	play(&g, "Ra1n");
	game_set_move_time(&g, 40);
	play(&g, "rh8w");
	game_set_move_time(&g, 10);
	play(&g, "Ra2n");
	ck_assert_int_eq(g.moves[2].used, -1); /* not timed: no reserve taken or saved */
	clock_replay(&c, &tc, &g, 3);
	ck_assert_int_eq(c.reserve[GOLD], 170);
	ck_assert_int_eq(c.reserve[SILVER], 200);
	ck_assert_int_eq(c.used[GOLD], 40);
	ck_assert_int_eq(c.moves, 3);
	clock_replay(&c, &tc, &g, 1);
	ck_assert_int_eq(c.reserve[GOLD], 170);
	ck_assert_int_eq(c.reserve[SILVER], 180);
	ck_assert(!c.running);
	game_free(&g);
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("core_clock");
	TCase *tc = tcase_create("reserve");
	tcase_add_test(tc, move_time_plus_reserve_is_allowed);
	tcase_add_test(tc, time_over_move_comes_out_of_reserve);
	tcase_add_test(tc, running_out_of_time_loses);
	tcase_add_test(tc, losing_on_time_ends_the_game_for_the_side_to_move);
	tcase_add_test(tc, unused_move_time_added_by_percent_rounded_at_the_half_second);
	tcase_add_test(tc, reserve_never_grows_beyond_limit);
	tcase_add_test(tc, reserve_above_limit_is_not_cut);
	tcase_add_test(tc, turn_cap_limits_a_move_with_reserve_left);
	tcase_add_test(tc, setup_may_take_a_minute_when_move_is_shorter);
	tcase_add_test(tc, paused_time_is_not_counted);
	tcase_add_test(tc, short_control_runs_out_during_the_reserve);
	tcase_add_test(tc, the_accessors_engines_need);
	suite_add_tcase(s, tc);
	tc = tcase_create("limit");
	tcase_add_test(tc, score_silver_wins_when_counts_were_always_equal);
	tcase_add_test(tc, score_setups_do_not_count);
	tcase_add_test(tc, score_the_side_with_more_pieces_wins);
	tcase_add_test(tc, score_the_side_that_most_recently_had_more_wins);
	tcase_add_test(tc, game_limit_as_time_ends_the_game_mid_turn);
	tcase_add_test(tc, game_limit_reached_before_running_out_decides_first);
	tcase_add_test(tc, game_limit_in_turns_ends_after_silvers_move);
	tcase_add_test(tc, clocks_restored_from_recorded_move_times);
	suite_add_tcase(s, tc);
	return s;
}

/* test_core_game.c: Check tests of a whole game: setups, the official win
 * checks in their order, repetition, resignation, take-back and the rules
 * before 2008-07-01. */
#include "config.h"
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "core/game.h"
#include "lib/test.h"

#define SQ(name) fixture_square(name)
#define PC(letter) fixture_piece(letter)

static const char gold_setup[] =
	"Ra1 Rb1 Rc1 Dd1 De1 Rf1 Rg1 Rh1 Ra2 Hb2 Cc2 Ed2 Me2 Cf2 Hg2 Rh2";
static const char silver_setup[] =
	"ra8 rb8 rc8 dd8 de8 rf8 rg8 rh8 ra7 hb7 cc7 ed7 me7 cf7 hg7 rh7";

/* Plays the steps in text as one turn with game_play_steps; returns its result. */
static enum game_outcome fixture_game_play(struct game *g, const char *text)
{
	struct step s[TURN_MAX_STEPS + 4];
	int n = fixture_parse_steps(text, s, TURN_MAX_STEPS + 4);
	int bad = -1;
	enum step_error se = STEP_OK;
	enum turn_end te = TURN_END_OK;
	return game_play_steps(g, s, n, &bad, &se, &te);
}

/* Plays a setup for the side to move from "Ra1"-style tokens. */
static enum setup_error fixture_game_setup(struct game *g, const char *text)
{
	struct placement pl[32];
	int n = 0;
	while (*text) {
		while (*text == ' ')
			text++;
		if (!*text)
			break;
		ck_assert_msg(n < 32, "too many placements");
		pl[n].piece = (uint8_t)fixture_piece(text[0]);
		pl[n].square = (uint8_t)fixture_square(text + 1);
		n++;
		text += strcspn(text, " ");
	}
	return game_setup(g, pl, n);
}

/* Starts g from the board with side to make move 10. */
static void start(struct game *g, enum color side, const char *board)
{
	struct position pos;
	fixture_position(&pos, board, side);
	ck_assert_int_eq(game_init_position(g, &pos, 10), 0);
}

/* Starts g with both setups played. */
static void start_setups(struct game *g)
{
	game_init(g);
	ck_assert_int_eq(fixture_game_setup(g, gold_setup), SETUP_OK);
	ck_assert_int_eq(fixture_game_setup(g, silver_setup), SETUP_OK);
}

#define PLAY_OK(g, text) ck_assert_msg(fixture_game_play((g), (text)) == GAME_PLAYED, "turn \"%s\" refused", (text))

static void assert_over(const struct game *g, enum color winner, enum game_reason reason)
{
	ck_assert_int_eq(g->phase, GAME_OVER);
	ck_assert_int_eq(g->winner, winner);
	ck_assert_int_eq(g->reason, reason);
}

/* ---- setups ---- */

START_TEST(setups_gold_then_silver_then_gold_plays_move_two)
{
	struct game g;
	game_init(&g);
	ck_assert_int_eq(g.phase, GAME_SETUP);
	ck_assert_int_eq(g.pos.side, GOLD);
	ck_assert(position_occupied(&g.pos) == 0);
	ck_assert_int_eq(fixture_game_setup(&g, gold_setup), SETUP_OK);
	ck_assert_int_eq(g.phase, GAME_SETUP);
	ck_assert_int_eq(g.pos.side, SILVER);
	ck_assert_int_eq(game_last(&g)->type, MOVE_SETUP);
	ck_assert_int_eq(game_last(&g)->number, 1);
	ck_assert_int_eq(game_last(&g)->side, GOLD);
	ck_assert_int_eq(fixture_game_setup(&g, silver_setup), SETUP_OK);
	ck_assert_int_eq(g.phase, GAME_PLAY);
	ck_assert_int_eq(g.pos.side, GOLD);
	ck_assert_int_eq(g.number, 2);
	ck_assert_int_eq(bb_count(position_occupied(&g.pos)), 32);
	ck_assert_int_eq(position_at(&g.pos, SQ("d2")), PC('E'));
	ck_assert_int_eq(position_at(&g.pos, SQ("d7")), PC('e'));
	fixture_assert_consistent(&g.pos);
	game_free(&g);
}
END_TEST

/* The size of a setup is the per-kind counts added up. */
START_TEST(setup_pieces_is_the_sum_of_the_kinds_counts)
{
	int n = 0;
	for (int k = 0; k < KIND_NB; k++)
		n += kind_setup_count((enum kind)k);
	ck_assert_int_eq(n, SETUP_PIECES);
	ck_assert_int_eq(kind_setup_count(RABBIT), 8);
	ck_assert_int_eq(kind_setup_count(ELEPHANT), 1);
}
END_TEST

START_TEST(setup_with_a_piece_of_the_other_side_is_refused)
{
	struct game g;
	game_init(&g);
	ck_assert_int_eq(fixture_game_setup(&g,
		"ra1 Rb1 Rc1 Dd1 De1 Rf1 Rg1 Rh1 Ra2 Hb2 Cc2 Ed2 Me2 Cf2 Hg2 Rh2"), SETUP_ERR_COLOR);
	ck_assert_int_eq(g.phase, GAME_SETUP);
	ck_assert_int_eq(g.pos.side, GOLD);
	ck_assert(position_occupied(&g.pos) == 0);
	ck_assert_int_eq((int)g.nmoves, 0);
	game_free(&g);
}
END_TEST

START_TEST(setup_off_the_two_home_ranks_is_refused)
{
	struct game g;
	game_init(&g);
	/* the handicap case: the elephant on e5 */
	ck_assert_int_eq(fixture_game_setup(&g,
		"Ra1 Rb1 Rc1 Dd1 De1 Rf1 Rg1 Rh1 Ra2 Hb2 Cc2 Ee5 Me2 Cf2 Hg2 Rh2"), SETUP_ERR_SQUARE);
	ck_assert_int_eq(fixture_game_setup(&g,
		"Ra1 Rb1 Rc1 Dd1 De1 Rf1 Rg1 Rh1 Ra2 Hb2 Cc2 Ed3 Me2 Cf2 Hg2 Rh2"), SETUP_ERR_SQUARE);
	ck_assert(position_occupied(&g.pos) == 0);
	ck_assert_int_eq(fixture_game_setup(&g, gold_setup), SETUP_OK);
	/* silver on gold's ranks */
	ck_assert_int_eq(fixture_game_setup(&g,
		"ra1 rb8 rc8 dd8 de8 rf8 rg8 rh8 ra7 hb7 cc7 ed7 me7 cf7 hg7 rh7"), SETUP_ERR_SQUARE);
	ck_assert_int_eq(fixture_game_setup(&g,
		"ra8 rb8 rc8 dd8 de8 rf8 rg8 rh8 ra6 hb7 cc7 ed7 me7 cf7 hg7 rh7"), SETUP_ERR_SQUARE);
	ck_assert_int_eq(g.phase, GAME_SETUP);
	ck_assert_int_eq(g.pos.side, SILVER);
	game_free(&g);
}
END_TEST

START_TEST(setup_with_two_pieces_on_one_square_is_refused)
{
	struct game g;
	game_init(&g);
	ck_assert_int_eq(fixture_game_setup(&g,
		"Ra1 Rb1 Rc1 Dd1 De1 Rf1 Rg1 Rh1 Ra2 Hb2 Cc2 Ed2 Md2 Cf2 Hg2 Rh2"), SETUP_ERR_TWICE);
	ck_assert(position_occupied(&g.pos) == 0);
	game_free(&g);
}
END_TEST

START_TEST(setup_with_wrong_pieces_is_refused)
{
	struct placement pl[16];
	struct game g;
	game_init(&g);
	/* fifteen pieces */
	ck_assert_int_eq(fixture_game_setup(&g,
		"Ra1 Rb1 Rc1 Dd1 De1 Rf1 Rg1 Rh1 Ra2 Hb2 Cc2 Ed2 Me2 Cf2 Hg2"), SETUP_ERR_PIECES);
	/* nine rabbits and one cat */
	ck_assert_int_eq(fixture_game_setup(&g,
		"Ra1 Rb1 Rc1 Dd1 De1 Rf1 Rg1 Rh1 Ra2 Hb2 Cc2 Ed2 Me2 Rf2 Hg2 Rh2"), SETUP_ERR_PIECES);
	/* two elephants, no camel */
	ck_assert_int_eq(fixture_game_setup(&g,
		"Ra1 Rb1 Rc1 Dd1 De1 Rf1 Rg1 Rh1 Ra2 Hb2 Cc2 Ed2 Ee2 Cf2 Hg2 Rh2"), SETUP_ERR_PIECES);
	/* nothing at all */
	ck_assert_int_eq(game_setup(&g, pl, 0), SETUP_ERR_PIECES);
	ck_assert(position_occupied(&g.pos) == 0);
	ck_assert_int_eq(g.phase, GAME_SETUP);
	game_free(&g);
}
END_TEST

START_TEST(setup_after_both_setups_is_refused)
{
	struct game g;
	start_setups(&g);
	ck_assert_int_eq(fixture_game_setup(&g, gold_setup), SETUP_ERR_PHASE);
	ck_assert_int_eq(g.phase, GAME_PLAY);
	game_free(&g);
}
END_TEST

START_TEST(setup_in_a_game_from_a_diagram_is_refused)
{
	struct game g;
	start(&g, GOLD,
	      "....r..." "........" "........" "........"
	      "........" "........" "....R..." "........");
	ck_assert_int_eq(fixture_game_setup(&g, gold_setup), SETUP_ERR_PHASE);
	game_free(&g);
}
END_TEST

START_TEST(check_setup_checks_without_playing)
{
	struct placement pl[16];
	static const char *const tok[16] = {
		"ra8", "rb8", "rc8", "dd8", "de8", "rf8", "rg8", "rh8",
		"ra7", "hb7", "cc7", "ed7", "me7", "cf7", "hg7", "rh7"
	};
	for (int i = 0; i < 16; i++) {
		pl[i].piece = (uint8_t)PC(tok[i][0]);
		pl[i].square = (uint8_t)SQ(tok[i] + 1);
	}
	ck_assert_int_eq(game_check_setup(SILVER, pl, 16), SETUP_OK);
	ck_assert_int_eq(game_check_setup(GOLD, pl, 16), SETUP_ERR_COLOR);
	pl[3].square = (uint8_t)SQ("d6");
	ck_assert_int_eq(game_check_setup(SILVER, pl, 16), SETUP_ERR_SQUARE);
}
END_TEST

START_TEST(a_setup_fault_names_the_placement_or_the_kind)
{
	struct placement pl[16];
	struct setup_fault f;
	static const char *const tok[16] = {
		"Ra1", "Rb1", "Rc1", "Dd1", "De1", "Rf1", "Rg1", "Rh1",
		"Ra2", "Hb2", "Cc2", "Ed2", "Me2", "Cf2", "Hg2", "Rh2"
	};
	for (int i = 0; i < 16; i++) {
		pl[i].piece = (uint8_t)PC(tok[i][0]);
		pl[i].square = (uint8_t)SQ(tok[i] + 1);
	}
	ck_assert_int_eq(game_check_setup_where(GOLD, pl, 16, &f), SETUP_OK);
	/* the eleventh placement on a square already used */
	pl[10].square = (uint8_t)SQ("b2");
	ck_assert_int_eq(game_check_setup_where(GOLD, pl, 16, &f), SETUP_ERR_TWICE);
	ck_assert_int_eq(f.index, 10);
	/* a cat turned into a second camel: the camels are wrong before the cats */
	pl[10].square = (uint8_t)SQ("c2");
	pl[10].piece = (uint8_t)PC('M');
	ck_assert_int_eq(game_check_setup_where(GOLD, pl, 16, &f), SETUP_ERR_PIECES);
	ck_assert_int_eq(f.index, -1);
	ck_assert_int_eq(f.kind, CAMEL);
	ck_assert_int_eq(f.count, 2);
	/* fifteen placements: one rabbit short */
	pl[10].piece = (uint8_t)PC('C');
	ck_assert_int_eq(game_check_setup_where(GOLD, pl, 15, &f), SETUP_ERR_PIECES);
	ck_assert_int_eq(f.kind, RABBIT);
	ck_assert_int_eq(f.count, 7);
	/* a silver piece in gold's setup */
	pl[4].piece = (uint8_t)PC('d');
	ck_assert_int_eq(game_check_setup_where(GOLD, pl, 16, &f), SETUP_ERR_COLOR);
	ck_assert_int_eq(f.index, 4);
}
END_TEST

/* ---- the win checks, in order: A has just moved, B is to move ---- */

/* The board's verdict in the official order, Silver having just moved
 * (Gold to move): Silver's goal before Gold's, then Gold's elimination
 * before Silver's; no elimination under the rules before 2008. */
START_TEST(board_verdict_in_the_official_order)
{
	struct position pos;
	enum color w = GOLD;
	/* both sides have a rabbit on their goal: the mover, Silver, wins */
	fixture_position(&pos, "R......." "........" "........" "........"
			       "........" "........" "........" "r.......", GOLD);
	ck_assert_int_eq(game_board_verdict(&pos, false, &w), REASON_GOAL);
	ck_assert_int_eq(w, SILVER);
	/* Gold's rabbit on its goal, Silver without rabbits: the goal first */
	fixture_position(&pos, "R......." "........" "........" "........"
			       "........" "........" "........" ".......e", GOLD);
	ck_assert_int_eq(game_board_verdict(&pos, false, &w), REASON_GOAL);
	ck_assert_int_eq(w, GOLD);
	/* neither side has rabbits: the side to move, Gold, is eliminated */
	fixture_position(&pos, "e......." "........" "........" "........"
			       "........" "........" "........" ".......E", GOLD);
	ck_assert_int_eq(game_board_verdict(&pos, false, &w), REASON_ELIMINATION);
	ck_assert_int_eq(w, SILVER);
	ck_assert_int_eq(game_board_verdict(&pos, true, &w), REASON_NONE);
	/* rabbits on both sides, none on a goal: nothing yet */
	fixture_position(&pos, "........" "r......." "........" "........"
			       "........" "........" "R......." "........", GOLD);
	ck_assert_int_eq(game_board_verdict(&pos, false, &w), REASON_NONE);
}
END_TEST

START_TEST(rabbit_reaching_goal_wins)
{
	struct game g;
	start(&g, GOLD,
	      "........" "...R...." "........" "r......."
	      "........" "........" "........" "........");
	PLAY_OK(&g, "Rd7n");
	assert_over(&g, GOLD, REASON_GOAL);
	game_free(&g);
}
END_TEST

START_TEST(silver_rabbit_reaching_goal_wins)
{
	struct game g;
	start(&g, SILVER,
	      "........" "........" "........" "R......."
	      "........" "........" "...r...." "........");
	PLAY_OK(&g, "rd2s");
	assert_over(&g, SILVER, REASON_GOAL);
	game_free(&g);
}
END_TEST

START_TEST(enemy_rabbit_pushed_onto_its_goal_wins_for_its_owner)
{
	struct game g;
	start(&g, GOLD,
	      "........" "........" "........" "........"
	      "R......." "...D...." "...r...." "........");
	PLAY_OK(&g, "rd2s Dd3s");
	assert_over(&g, SILVER, REASON_GOAL);
	game_free(&g);
}
END_TEST

START_TEST(enemy_rabbit_pulled_back_out_of_its_goal_does_not_win)
{
	struct game g;
	/* silver's camel keeps silver mobile: its rabbit ends frozen by D */
	start(&g, GOLD,
	      ".......m" "........" "........" "........"
	      "R......." "...D...." "...r...." "........");
	PLAY_OK(&g, "rd2s Dd3s Dd2e rd1n");
	ck_assert_int_eq(g.phase, GAME_PLAY);
	ck_assert_int_eq(g.pos.side, SILVER);
	ck_assert_int_eq(position_at(&g.pos, SQ("d2")), PC('r'));
	game_free(&g);
}
END_TEST

START_TEST(both_goals_in_one_turn_the_mover_wins)
{
	struct game g;
	start(&g, GOLD,
	      "........" "...R...." "........" "........"
	      "........" ".D......" ".r......" "........");
	PLAY_OK(&g, "Rd7n rb2s Db3s");
	assert_over(&g, GOLD, REASON_GOAL);
	game_free(&g);

	start(&g, SILVER,
	      "........" "....R..." "....d..." "........"
	      "........" "........" "....r..." "........");
	PLAY_OK(&g, "re2s Re7n de6n");
	assert_over(&g, SILVER, REASON_GOAL);
	game_free(&g);
}
END_TEST

START_TEST(capturing_the_last_enemy_rabbit_wins)
{
	struct game g;
	start(&g, GOLD,
	      ".......m" "........" "........" "..E....."
	      "..r....." "........" "R......." "........");
	PLAY_OK(&g, "rc4s Ec5s");
	assert_over(&g, GOLD, REASON_ELIMINATION);
	game_free(&g);
}
END_TEST

START_TEST(losing_the_last_own_rabbit_loses)
{
	struct game g;
	start(&g, GOLD,
	      "........" ".......r" "........" "........"
	      "........" "..R....." "..C....." "........");
	PLAY_OK(&g, "Cc2w");
	assert_over(&g, SILVER, REASON_ELIMINATION);
	game_free(&g);
}
END_TEST

START_TEST(both_sides_losing_their_last_rabbits_the_mover_wins)
{
	struct game g;
	start(&g, GOLD,
	      ".......m" "........" "........" ".....D.."
	      ".....r.." "..R....." "..C....." "........");
	PLAY_OK(&g, "Cc2w rf4s Df5s");
	ck_assert_int_eq(position_count(&g.pos, GOLD, RABBIT), 0);
	ck_assert_int_eq(position_count(&g.pos, SILVER, RABBIT), 0);
	assert_over(&g, GOLD, REASON_ELIMINATION);
	game_free(&g);
}
END_TEST

START_TEST(goal_is_checked_before_elimination_of_the_other_side)
{
	struct game g;
	start(&g, GOLD,
	      ".......m" "...R...." "........" "..E....."
	      "..r....." "........" "........" "........");
	PLAY_OK(&g, "Rd7n rc4s Ec5s");
	ck_assert_int_eq(position_count(&g.pos, SILVER, RABBIT), 0);
	assert_over(&g, GOLD, REASON_GOAL);
	game_free(&g);
}
END_TEST

START_TEST(enemy_goal_is_checked_before_the_movers_elimination)
{
	struct game g;
	start(&g, GOLD,
	      "........" "........" "........" "........"
	      "........" ".D...R.." ".r...C.." "........");
	PLAY_OK(&g, "Cf2e rb2s Db3s");
	ck_assert_int_eq(position_count(&g.pos, GOLD, RABBIT), 0);
	assert_over(&g, SILVER, REASON_GOAL);
	game_free(&g);
}
END_TEST

START_TEST(immobilizing_the_other_side_wins)
{
	struct game g;
	/* the silver rabbit on a7, alone, is frozen by the elephant on a6 */
	start(&g, GOLD,
	      "........" "r......." "........" "E......."
	      "........" "........" ".......R" "........");
	PLAY_OK(&g, "Ea5n");
	assert_over(&g, GOLD, REASON_IMMOBILIZATION);
	game_free(&g);
}
END_TEST

START_TEST(blocked_pieces_are_immobilized_too)
{
	struct game g;
	/* silver's two rabbits on g8 and h8 keep each other unfrozen, but
	 * cannot step north (backward) and every other square is held */
	start(&g, GOLD,
	      ".....Drr" "......DC" "........" "........"
	      "........" "........" ".R......" "E.......");
	PLAY_OK(&g, "Ea1n");
	assert_over(&g, GOLD, REASON_IMMOBILIZATION);
	game_free(&g);
}
END_TEST

START_TEST(diagram_with_the_side_to_move_immobilized_is_over_at_once)
{
	struct game g;
	start(&g, GOLD,
	      "........" ".......r" "........" "........"
	      "........" "c......." "R......." "........");
	assert_over(&g, SILVER, REASON_IMMOBILIZATION);
	ck_assert_int_eq(game_mobility(&g), MOVEGEN_IMMOBILIZED);
	game_free(&g);
}
END_TEST

/* A cat in a corridor: silver's cat on h8 can only go to h7 and back; its
 * rabbit on h6 cannot move at all (h5 and g6 held, north is backward).
 * Gold's elephant walks d1-e1-d1 and the cat h8-h7-h8, so silver's one
 * result after gold's third turn is the starting position a third time. */
static const char corridor[] =
	"......Cc"
	"......C."
	"......Dr"
	".......D"
	"........"
	"........"
	"R......."
	"...E....";

START_TEST(only_third_repetitions_left_loses)
{
	struct game g;
	start(&g, GOLD, corridor);
	static const char *const turns[] = { "Ed1e", "ch8s", "Ee1w", "ch7n", "Ed1e", "ch8s" };
	for (int i = 0; i < 6; i++) {
		PLAY_OK(&g, turns[i]);
		ck_assert_int_eq(g.phase, GAME_PLAY);
	}
	PLAY_OK(&g, "Ee1w");
	assert_over(&g, GOLD, REASON_REPETITION);
	game_free(&g);
}
END_TEST

START_TEST(third_repetition_itself_is_refused)
{
	struct game g;
	/* as the corridor, with a free silver elephant on a5 */
	start(&g, GOLD,
	      "......Cc" "......C." "......Dr" "e......D"
	      "........" "........" "R......." "...E....");
	static const char *const turns[] = { "Ed1e", "ch8s", "Ee1w", "ch7n", "Ed1e", "ch8s", "Ee1w" };
	for (int i = 0; i < 7; i++)
		PLAY_OK(&g, turns[i]);
	ck_assert_int_eq(g.phase, GAME_PLAY);
	size_t nmoves = g.nmoves;
	struct position before = g.pos;
	struct step s = fixture_step("ch7n");
	int bad = -1;
	enum step_error se = STEP_OK;
	enum turn_end te = TURN_END_OK;
	ck_assert_int_eq(game_play_steps(&g, &s, 1, &bad, &se, &te), GAME_CANNOT_END);
	ck_assert_int_eq(te, TURN_END_THIRD_TIME);
	ck_assert_int_eq((int)g.nmoves, (int)nmoves);
	fixture_assert_same_position(&before, &g.pos);
	ck_assert_int_eq(g.phase, GAME_PLAY);
	PLAY_OK(&g, "ea5n");
	game_free(&g);
}
END_TEST

START_TEST(game_play_refuses_third_repetition)
{
	struct game g;
	struct turn t;
	start(&g, GOLD,
	      "......Cc" "......C." "......Dr" "e......D"
	      "........" "........" "R......." "...E....");
	static const char *const turns[] = { "Ed1e", "ch8s", "Ee1w", "ch7n", "Ed1e", "ch8s", "Ee1w" };
	for (int i = 0; i < 7; i++)
		PLAY_OK(&g, turns[i]);
	game_turn_begin(&g, &t);
	ck_assert_int_eq(turn_step(&t, fixture_step("ch7n")), STEP_OK);
	ck_assert_int_eq(turn_can_end(&t, &g.history), TURN_END_THIRD_TIME);
	enum turn_end why = TURN_END_OK;
	ck_assert_int_eq(game_play(&g, &t, &why), GAME_CANNOT_END);
	ck_assert_int_eq(why, TURN_END_THIRD_TIME);
	ck_assert_int_eq(g.pos.side, SILVER);
	game_free(&g);
}
END_TEST

START_TEST(repetitions_are_counted_from_the_position_after_both_setups)
{
	struct game g;
	start_setups(&g);
	/* the position after the setups, Gold to move, is the first occurrence */
	PLAY_OK(&g, "Ed2n");
	PLAY_OK(&g, "ed7s");
	PLAY_OK(&g, "Ed3s");
	PLAY_OK(&g, "ed6n");    /* the position after the setups, second time */
	PLAY_OK(&g, "Ed2n");
	PLAY_OK(&g, "ed7s");
	PLAY_OK(&g, "Ed3s");
	ck_assert_int_eq(fixture_game_play(&g, "ed6n"), GAME_CANNOT_END); /* third time */
	PLAY_OK(&g, "ed6e");
	game_free(&g);
}
END_TEST

/* ---- other moves ---- */

START_TEST(turn_numbers_and_sides_advance)
{
	struct game g;
	start_setups(&g);
	PLAY_OK(&g, "Ed2n");
	ck_assert_int_eq(game_last(&g)->type, MOVE_TURN);
	ck_assert_int_eq(game_last(&g)->number, 2);
	ck_assert_int_eq(game_last(&g)->side, GOLD);
	ck_assert_int_eq(game_last(&g)->nsteps, 1);
	ck_assert_int_eq(g.number, 2);
	ck_assert_int_eq(g.pos.side, SILVER);
	PLAY_OK(&g, "ed7s ed6s");
	ck_assert_int_eq(game_last(&g)->number, 2);
	ck_assert_int_eq(game_last(&g)->side, SILVER);
	ck_assert_int_eq(g.number, 3);
	ck_assert_int_eq(g.pos.side, GOLD);
	fixture_assert_consistent(&g.pos);
	game_free(&g);
}
END_TEST

START_TEST(illegal_steps_and_turns_are_reported)
{
	struct game g;
	struct step s[5];
	int bad = -1;
	enum step_error se = STEP_OK;
	enum turn_end te = TURN_END_OK;
	start_setups(&g);
	/* a fifth step */
	int n = fixture_parse_steps("Ed2n Ed3n Ed4n Ed5e Ee5w", s, 5);
	ck_assert_int_eq(game_play_steps(&g, s, n, &bad, &se, &te), GAME_STEP_ILLEGAL);
	ck_assert_int_eq(bad, 4);
	ck_assert_int_eq(se, STEP_ERR_TOO_MANY);
	/* no net change */
	n = fixture_parse_steps("Ed2n Ed3s", s, 5);
	ck_assert_int_eq(game_play_steps(&g, s, n, &bad, &se, &te), GAME_CANNOT_END);
	ck_assert_int_eq(te, TURN_END_UNCHANGED);
	/* no step at all */
	ck_assert_int_eq(game_play_steps(&g, s, 0, &bad, &se, &te), GAME_CANNOT_END);
	ck_assert_int_eq(te, TURN_END_NO_STEP);
	/* a piece that cannot move: the rabbit on a1 is blocked */
	n = fixture_parse_steps("Ed2n Ra1n", s, 5);
	ck_assert_int_eq(game_play_steps(&g, s, n, &bad, &se, &te), GAME_STEP_ILLEGAL);
	ck_assert_int_eq(bad, 1);
	ck_assert_int_eq(se, STEP_ERR_OCCUPIED);
	ck_assert_int_eq(g.pos.side, GOLD);
	ck_assert_int_eq(g.number, 2);
	ck_assert_int_eq((int)g.nmoves, 2);
	game_free(&g);
}
END_TEST

START_TEST(resignation_ends_the_game)
{
	struct game g;
	game_init(&g);
	ck_assert_int_eq(game_resign(&g), GAME_NOT_IN_PLAY); /* not in play yet */
	ck_assert_int_eq(fixture_game_setup(&g, gold_setup), SETUP_OK);
	ck_assert_int_eq(fixture_game_setup(&g, silver_setup), SETUP_OK);
	PLAY_OK(&g, "Ed2n");
	ck_assert_int_eq(game_resign(&g), GAME_PLAYED);
	assert_over(&g, GOLD, REASON_RESIGNATION);
	ck_assert_int_eq(game_last(&g)->type, MOVE_RESIGN);
	ck_assert_int_eq(game_last(&g)->side, SILVER);
	ck_assert_int_eq(game_resign(&g), GAME_NOT_IN_PLAY); /* already over */
	game_free(&g);
}
END_TEST

/* An engine's illegal move is not played; its side loses (reason code i),
 * no move is added, and a take-back reopens the game where it stopped. */
START_TEST(illegal_move_from_an_engine_loses_without_a_move)
{
	struct game g;
	start_setups(&g);
	PLAY_OK(&g, "Ed2n");
	struct position before = g.pos;
	size_t n = g.nmoves;
	ck_assert_int_eq(game_lose_by_illegal_move(&g), 0);
	assert_over(&g, GOLD, REASON_ILLEGAL);
	ck_assert_uint_eq(g.nmoves, n);
	ck_assert(position_same_board(&g.pos, &before));
	ck_assert_int_eq(game_lose_by_illegal_move(&g), -1); /* already over */
	ck_assert(game_takeback(&g));
	ck_assert_int_eq(g.phase, GAME_PLAY);
	ck_assert_int_eq(g.reason, REASON_NONE);
	ck_assert_int_eq(g.pos.side, SILVER);
	ck_assert_uint_eq(g.nmoves, n);
	game_free(&g);
}
END_TEST

START_TEST(takeback_restores_the_previous_state)
{
	struct game g;
	start(&g, GOLD,
	      ".......m" "........" "........" "..E....."
	      "..r..r.." "........" "R......." "........");
	struct position before = g.pos;
	int number = g.number;
	PLAY_OK(&g, "rc4s Ec5s");   /* the rabbit falls on c3 */
	ck_assert_int_eq(g.phase, GAME_PLAY);
	ck_assert(game_takeback(&g));
	fixture_assert_same_position(&before, &g.pos);
	ck_assert_int_eq(g.number, number);
	ck_assert_int_eq(g.phase, GAME_PLAY);
	ck_assert_int_eq((int)g.nmoves, 0);
	ck_assert(!game_takeback(&g));
	game_free(&g);
}
END_TEST

/* The moves keep no position: the one before each is made again from the
 * start or the end (game_position_before), exactly as play left it, hash
 * included; captures on the traps (a pushed enemy, the mover itself) are
 * undone; forgetting moves moves the start; take-back goes back through all. */
START_TEST(positions_before_moves_are_made_again)
{
	static const char *const turns[] = { "rc4s Ec5s", "mh8s", "Ec4e", "mh7s", "Ra2n Ra3e Rb3e", "mh6s" };
	enum { N = 6 };
	struct position seen[N + 1];
	struct game g;
	start(&g, GOLD,
	      ".......m" "........" "........" "..E....."
	      "..r..r.." "........" "R......R" "........");
	for (int i = 0; i < N; i++) {
		seen[i] = g.pos;
		PLAY_OK(&g, turns[i]);
	}
	seen[N] = g.pos;
	ck_assert_int_eq(bb_count(position_occupied(&g.pos)), 4); /* of six: r and R fell on c3 */
	for (size_t i = 0; i <= N; i++) {
		struct position at;
		game_position_before(&g, i, &at);
		fixture_assert_same_position(&seen[i], &at);
	}
	fixture_assert_same_position(&seen[0], &g.start);
	game_forget(&g, 2);
	ck_assert_uint_eq(g.nmoves, N - 2);
	fixture_assert_same_position(&seen[2], &g.start);
	for (size_t i = 0; i <= N - 2; i++) {
		struct position at;
		game_position_before(&g, i, &at);
		fixture_assert_same_position(&seen[i + 2], &at);
	}
	for (int i = N - 2; i > 0; i--) {
		ck_assert(game_takeback(&g));
		fixture_assert_same_position(&seen[i + 1], &g.pos);
	}
	game_free(&g);

	/* forgotten moves given back (game_unforget, newest first) are taken
	 * back through to the first start, captures put back */
	start(&g, GOLD,
	      ".......m" "........" "........" "..E....."
	      "..r..r.." "........" "R......R" "........");
	struct game_move kept[N];
	for (int i = 0; i < N; i++)
		PLAY_OK(&g, turns[i]);
	memcpy(kept, g.moves, sizeof kept);
	game_forget(&g, N);
	ck_assert_uint_eq(g.nmoves, 0);
	fixture_assert_same_position(&seen[N], &g.start);
	for (int i = N; i-- > 0;) {
		ck_assert_int_eq(game_unforget(&g, &kept[i]), 0);
		fixture_assert_same_position(&seen[i], &g.start);
		ck_assert(game_takeback(&g));
		fixture_assert_same_position(&seen[i], &g.pos);
		ck_assert_int_eq(g.pos.side, i % 2 ? SILVER : GOLD);
	}
	ck_assert(!game_takeback(&g));
	game_free(&g);

	/* from the empty board: the setups are undone too */
	start_setups(&g);
	struct position set = g.pos;
	PLAY_OK(&g, "Ed2n");
	struct position empty;
	game_position_before(&g, 0, &empty);
	ck_assert_int_eq(bb_count(position_occupied(&empty)), 0);
	ck_assert_int_eq(empty.side, GOLD);
	game_position_before(&g, 2, &empty);
	fixture_assert_same_position(&set, &empty);
	ck_assert(game_takeback(&g) && game_takeback(&g) && game_takeback(&g));
	fixture_assert_same_position(&g.start, &g.pos);
	game_free(&g);
}
END_TEST

/* Room reserved for the moves is what they get: no more, and it grows past. */
START_TEST(reserve_makes_room_for_the_moves)
{
	struct game g;
	game_init(&g);
	ck_assert_int_eq(game_reserve(&g, 3), 0);
	ck_assert_uint_eq(g.cap, 3);
	ck_assert_int_eq(game_reserve(&g, 2), 0);   /* never less */
	ck_assert_uint_eq(g.cap, 3);
	ck_assert_int_eq(fixture_game_setup(&g, gold_setup), SETUP_OK);
	ck_assert_int_eq(fixture_game_setup(&g, silver_setup), SETUP_OK);
	PLAY_OK(&g, "Ed2n");
	ck_assert_uint_eq(g.cap, 3);
	PLAY_OK(&g, "ed7s");                         /* a fourth move: it grows */
	ck_assert_uint_ge(g.cap, 4);
	ck_assert_uint_eq(g.nmoves, 4);
	game_free(&g);
}
END_TEST

START_TEST(takeback_of_a_winning_turn_resumes_play)
{
	struct game g;
	start(&g, GOLD,
	      "........" "...R...." "........" "r......."
	      "........" "........" "........" "........");
	PLAY_OK(&g, "Rd7n");
	assert_over(&g, GOLD, REASON_GOAL);
	ck_assert(game_takeback(&g));
	ck_assert_int_eq(g.phase, GAME_PLAY);
	ck_assert_int_eq(g.pos.side, GOLD);
	ck_assert_int_eq(position_at(&g.pos, SQ("d7")), PC('R'));
	PLAY_OK(&g, "Rd7e");
	ck_assert_int_eq(g.phase, GAME_PLAY);
	game_free(&g);
}
END_TEST

START_TEST(takeback_of_resignation_and_setup)
{
	struct game g;
	start_setups(&g);
	ck_assert_int_eq(game_resign(&g), GAME_PLAYED);
	ck_assert(game_takeback(&g));
	ck_assert_int_eq(g.phase, GAME_PLAY);
	ck_assert_int_eq(g.pos.side, GOLD);
	ck_assert(game_takeback(&g));          /* silver's setup */
	ck_assert_int_eq(g.phase, GAME_SETUP);
	ck_assert_int_eq(g.pos.side, SILVER);
	ck_assert_int_eq(bb_count(position_occupied(&g.pos)), 16);
	ck_assert_int_eq(fixture_game_setup(&g, silver_setup), SETUP_OK);
	ck_assert_int_eq(g.phase, GAME_PLAY);
	game_free(&g);
}
END_TEST

START_TEST(takeback_takes_back_repetition_counts)
{
	struct game g;
	start_setups(&g);
	PLAY_OK(&g, "Ed2n");
	PLAY_OK(&g, "ed7s");
	PLAY_OK(&g, "Ed3s");
	PLAY_OK(&g, "ed6n");    /* second time */
	for (int i = 0; i < 5; i++) {
		ck_assert(game_takeback(&g));
		PLAY_OK(&g, "ed6n"); /* still only the second time */
	}
	game_free(&g);
}
END_TEST

/* ---- the rules before 2008-07-01 ---- */

/* The spec's rule point: before 2008-07-01 a third repetition lost the game
 * for the side that made it (arimaa.com's reason p). The turn is played. */
START_TEST(old_rules_a_third_repetition_loses_for_its_mover)
{
	struct game g;
	start_setups(&g);
	g.old_rules = true;
	static const char *const turns[] = { "Ed2n", "ed7s", "Ed3s", "ed6n", "Ed2n", "ed7s", "Ed3s" };
	for (int i = 0; i < 7; i++) {
		PLAY_OK(&g, turns[i]);
		ck_assert_int_eq(g.phase, GAME_PLAY);
	}
	/* after ed6n the position after the setups (Gold to move) is there a third time */
	PLAY_OK(&g, "ed6n");
	assert_over(&g, GOLD, REASON_THIRD_REPETITION);
	ck_assert_uint_eq(g.nmoves, 10);
	ck_assert_int_eq(position_at(&g.pos, SQ("d7")), PC('e'));
	/* taken back, the game goes on, and another turn is fine */
	ck_assert(game_takeback(&g));
	ck_assert_int_eq(g.phase, GAME_PLAY);
	PLAY_OK(&g, "ed6s");
	ck_assert_int_eq(g.phase, GAME_PLAY);
	game_free(&g);

	/* Gold's third time: Silver wins */
	start(&g, SILVER,
	      ".......m" "........" "........" "........"
	      "...E...." "........" "R......r" "........");
	g.old_rules = true;
	static const char *const more[] = { "mh8w", "Ed4n", "mg8e", "Ed5s", "mh8w", "Ed4n", "mg8e" };
	for (int i = 0; i < 7; i++) {
		PLAY_OK(&g, more[i]);
		ck_assert_int_eq(g.phase, GAME_PLAY);
	}
	PLAY_OK(&g, "Ed5s");  /* the start, Silver to move, a third time */
	assert_over(&g, SILVER, REASON_THIRD_REPETITION);
	game_free(&g);
}
END_TEST

START_TEST(old_rules_play_on_after_a_side_lost_all_rabbits)
{
	struct game g;
	start(&g, GOLD,
	      ".......m" "........" "........" "..E....."
	      "..r....." "........" "R......." "........");
	g.old_rules = true;
	PLAY_OK(&g, "rc4s Ec5s");
	ck_assert_int_eq(position_count(&g.pos, SILVER, RABBIT), 0);
	ck_assert_int_eq(g.phase, GAME_PLAY);
	ck_assert_int_eq(g.pos.side, SILVER);
	PLAY_OK(&g, "mh8s");
	ck_assert(game_last(&g)->notes & NOTE_NO_RABBITS);
	game_free(&g);
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("game");
	TCase *tc = tcase_create("setup");
	tcase_add_test(tc, setups_gold_then_silver_then_gold_plays_move_two);
	tcase_add_test(tc, setup_with_a_piece_of_the_other_side_is_refused);
	tcase_add_test(tc, setup_off_the_two_home_ranks_is_refused);
	tcase_add_test(tc, setup_with_two_pieces_on_one_square_is_refused);
	tcase_add_test(tc, setup_with_wrong_pieces_is_refused);
	tcase_add_test(tc, a_setup_fault_names_the_placement_or_the_kind);
	tcase_add_test(tc, setup_after_both_setups_is_refused);
	tcase_add_test(tc, setup_in_a_game_from_a_diagram_is_refused);
	tcase_add_test(tc, check_setup_checks_without_playing);
	suite_add_tcase(s, tc);

	tc = tcase_create("win checks");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, board_verdict_in_the_official_order);
	tcase_add_test(tc, rabbit_reaching_goal_wins);
	tcase_add_test(tc, silver_rabbit_reaching_goal_wins);
	tcase_add_test(tc, enemy_rabbit_pushed_onto_its_goal_wins_for_its_owner);
	tcase_add_test(tc, enemy_rabbit_pulled_back_out_of_its_goal_does_not_win);
	tcase_add_test(tc, both_goals_in_one_turn_the_mover_wins);
	tcase_add_test(tc, capturing_the_last_enemy_rabbit_wins);
	tcase_add_test(tc, losing_the_last_own_rabbit_loses);
	tcase_add_test(tc, both_sides_losing_their_last_rabbits_the_mover_wins);
	tcase_add_test(tc, goal_is_checked_before_elimination_of_the_other_side);
	tcase_add_test(tc, enemy_goal_is_checked_before_the_movers_elimination);
	tcase_add_test(tc, immobilizing_the_other_side_wins);
	tcase_add_test(tc, blocked_pieces_are_immobilized_too);
	tcase_add_test(tc, diagram_with_the_side_to_move_immobilized_is_over_at_once);
	tcase_add_test(tc, only_third_repetitions_left_loses);
	tcase_add_test(tc, third_repetition_itself_is_refused);
	tcase_add_test(tc, game_play_refuses_third_repetition);
	tcase_add_test(tc, repetitions_are_counted_from_the_position_after_both_setups);
	suite_add_tcase(s, tc);

	tc = tcase_create("moves");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, turn_numbers_and_sides_advance);
	tcase_add_test(tc, illegal_steps_and_turns_are_reported);
	tcase_add_test(tc, resignation_ends_the_game);
	tcase_add_test(tc, takeback_restores_the_previous_state);
	tcase_add_test(tc, takeback_of_a_winning_turn_resumes_play);
	tcase_add_test(tc, takeback_of_resignation_and_setup);
	tcase_add_test(tc, takeback_takes_back_repetition_counts);
	tcase_add_test(tc, positions_before_moves_are_made_again);
	tcase_add_test(tc, reserve_makes_room_for_the_moves);
	tcase_add_test(tc, old_rules_a_third_repetition_loses_for_its_mover);
	tcase_add_test(tc, old_rules_play_on_after_a_side_lost_all_rabbits);
	tcase_add_test(tc, illegal_move_from_an_engine_loses_without_a_move);
	tcase_add_test(tc, setup_pieces_is_the_sum_of_the_kinds_counts);
	suite_add_tcase(s, tc);
	return s;
}

/* test_core_turn.c: Check tests of a turn in progress: each reason a step is
 * illegal, pushes and pulls, captures, freezing within a turn, undo, the list
 * of legal steps, and whether the turn may end. */
#include "config.h"
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "core/turn.h"
#include "lib/test.h"

#define SQ(name) fixture_square(name)
#define PC(letter) fixture_piece(letter)

static void begin(struct turn *t, enum color side, const char *board)
{
	struct position pos;
	fixture_position(&pos, board, side);
	turn_begin(t, &pos);
}

static enum step_error take(struct turn *t, const char *token)
{
	return turn_step(t, fixture_step(token));
}

#define TAKE_OK(t, tok) ck_assert_msg(take((t), (tok)) == STEP_OK, "step %s refused", (tok))
#define TAKE_ERR(t, tok, err) ck_assert_int_eq(take((t), (tok)), (err))

/* Asserts that the turn's board is the one given, and consistent. */
static void assert_board(const struct turn *t, const char *board)
{
	struct position want;
	fixture_position(&want, board, t->pos.side);
	ck_assert_msg(position_same_board(&t->pos, &want), "board differs from the one expected");
	fixture_assert_consistent(&t->pos);
}

/* ---- each reason a step is illegal ---- */

START_TEST(step_off_board_or_not_adjacent_is_refused)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "........"
	      ".......R" "........" "........" "R.......");
	struct step wrap = { (uint8_t)PC('R'), (uint8_t)SQ("h4"), (uint8_t)SQ("a5") };
	struct step jump = { (uint8_t)PC('R'), (uint8_t)SQ("h4"), (uint8_t)SQ("h6") };
	struct step same = { (uint8_t)PC('R'), (uint8_t)SQ("h4"), (uint8_t)SQ("h4") };
	struct step diag = { (uint8_t)PC('R'), (uint8_t)SQ("h4"), (uint8_t)SQ("g5") };
	struct step off_from = { (uint8_t)PC('R'), 64, 56 };
	struct step off_to = { (uint8_t)PC('R'), (uint8_t)SQ("a1"), SQUARE_NONE };
	struct step below = { (uint8_t)PC('R'), (uint8_t)SQ("a1"), 200 };
	ck_assert_int_eq(turn_step(&t, wrap), STEP_ERR_OFF_BOARD);
	ck_assert_int_eq(turn_step(&t, jump), STEP_ERR_OFF_BOARD);
	ck_assert_int_eq(turn_step(&t, same), STEP_ERR_OFF_BOARD);
	ck_assert_int_eq(turn_step(&t, diag), STEP_ERR_OFF_BOARD);
	ck_assert_int_eq(turn_step(&t, off_from), STEP_ERR_OFF_BOARD);
	ck_assert_int_eq(turn_step(&t, off_to), STEP_ERR_OFF_BOARD);
	ck_assert_int_eq(turn_step(&t, below), STEP_ERR_OFF_BOARD);
	ck_assert_int_eq(t.nsteps, 0);
}
END_TEST

START_TEST(step_from_empty_square_is_refused)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "........"
	      "...R...." "........" "........" "........");
	TAKE_ERR(&t, "Re4n", STEP_ERR_EMPTY);
	TAKE_ERR(&t, "Ea1n", STEP_ERR_EMPTY);
	ck_assert_int_eq(t.nsteps, 0);
}
END_TEST

START_TEST(step_naming_another_piece_is_refused)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "........"
	      "...C...." "........" "........" "........");
	TAKE_ERR(&t, "Dd4n", STEP_ERR_WRONG_PIECE);
	TAKE_ERR(&t, "cd4n", STEP_ERR_WRONG_PIECE);
	TAKE_ERR(&t, "Rd4n", STEP_ERR_WRONG_PIECE);
	TAKE_OK(&t, "Cd4n");
}
END_TEST

START_TEST(step_into_occupied_square_is_refused)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...C...."
	      "...Rr..." "........" "........" "........");
	TAKE_ERR(&t, "Rd4n", STEP_ERR_OCCUPIED); /* a friend there */
	TAKE_ERR(&t, "Rd4e", STEP_ERR_OCCUPIED); /* an enemy there */
	TAKE_OK(&t, "Rd4w");
}
END_TEST

START_TEST(frozen_piece_cannot_step)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      "...R...." "........" "........" "........");
	TAKE_ERR(&t, "Rd4w", STEP_ERR_FROZEN);
	TAKE_ERR(&t, "Rd4e", STEP_ERR_FROZEN);
	ck_assert_int_eq(t.nsteps, 0);
}
END_TEST

START_TEST(rabbit_cannot_step_backward)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "....r..."
	      "...R...." "........" "........" "........");
	TAKE_ERR(&t, "Rd4s", STEP_ERR_RABBIT_BACKWARD);
	begin(&t, SILVER,
	      "........" "........" "........" "....r..."
	      "...R...." "........" "........" "........");
	TAKE_ERR(&t, "re5n", STEP_ERR_RABBIT_BACKWARD);
}
END_TEST

START_TEST(rabbit_steps_forward_and_sideways)
{
	static const char board[] =
		"........" "........" "........" "....r..."
		"...R...." "........" "........" "........";
	static const char *const gold[] = { "Rd4n", "Rd4e", "Rd4w" };
	static const char *const silver[] = { "re5s", "re5e", "re5w" };
	struct turn t;
	for (int i = 0; i < 3; i++) {
		begin(&t, GOLD, board);
		TAKE_OK(&t, gold[i]);
		begin(&t, SILVER, board);
		TAKE_OK(&t, silver[i]);
	}
}
END_TEST

START_TEST(fifth_step_is_refused)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "........"
	      "........" "........" "........" "E.......");
	TAKE_OK(&t, "Ea1n");
	TAKE_OK(&t, "Ea2n");
	TAKE_OK(&t, "Ea3n");
	TAKE_OK(&t, "Ea4n");
	TAKE_ERR(&t, "Ea5n", STEP_ERR_TOO_MANY);
	ck_assert_int_eq(t.nsteps, 4);
	struct step out[TURN_MAX_LEGAL];
	ck_assert_int_eq(turn_legal_steps(&t, out), 0);
}
END_TEST

START_TEST(push_unfinished_refuses_any_other_step)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      "...D...." "........" "R......." "......r.");
	TAKE_OK(&t, "cd5n");
	ck_assert(turn_push_pending(&t));
	TAKE_ERR(&t, "Ra2n", STEP_ERR_PUSH_UNFINISHED);  /* another friend elsewhere */
	TAKE_ERR(&t, "Dd4e", STEP_ERR_PUSH_UNFINISHED);  /* the pusher elsewhere */
	TAKE_ERR(&t, "cd6n", STEP_ERR_PUSH_UNFINISHED);  /* the pushed piece again */
	TAKE_ERR(&t, "rg1e", STEP_ERR_PUSH_UNFINISHED);  /* another enemy */
	ck_assert_int_eq(t.nsteps, 1);
	TAKE_OK(&t, "Dd4n");
	ck_assert(!turn_push_pending(&t));
}
END_TEST

START_TEST(enemy_piece_cannot_step_on_its_own)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      "........" "........" "R......." "........");
	TAKE_ERR(&t, "cd5n", STEP_ERR_ENEMY_UNMOVABLE);
	TAKE_ERR(&t, "cd5s", STEP_ERR_ENEMY_UNMOVABLE);
}
END_TEST

START_TEST(push_started_on_fourth_step_is_refused)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      "...D...." "........" "R......." "........");
	TAKE_OK(&t, "Ra2n");
	TAKE_OK(&t, "Ra3n");
	TAKE_OK(&t, "Ra4n");
	TAKE_ERR(&t, "cd5n", STEP_ERR_PUSH_NO_STEP);
	ck_assert_int_eq(t.nsteps, 3);
	ck_assert_int_eq(position_at(&t.pos, SQ("d5")), PC('c'));
}
END_TEST

START_TEST(push_started_on_third_step_is_allowed)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      "...D...." "........" "R......." "........");
	TAKE_OK(&t, "Ra2n");
	TAKE_OK(&t, "Ra3n");
	TAKE_OK(&t, "cd5n");
	TAKE_OK(&t, "Dd4n");
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_OK);
}
END_TEST

START_TEST(pull_on_fourth_step_is_allowed)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      "...D...." "........" "R......." "........");
	TAKE_OK(&t, "Ra2n");
	TAKE_OK(&t, "Ra3n");
	TAKE_OK(&t, "Dd4s");
	TAKE_OK(&t, "cd5s");
	ck_assert_int_eq(t.steps[3].role, ROLE_PULLED);
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_OK);
}
END_TEST

START_TEST(every_step_error_leaves_the_turn_unchanged)
{
	struct turn t, before;
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      "...D...." "........" "R......." "........");
	TAKE_OK(&t, "Ra2n");
	before = t;
	TAKE_ERR(&t, "Ra3s", STEP_ERR_RABBIT_BACKWARD);
	TAKE_ERR(&t, "Ed4n", STEP_ERR_WRONG_PIECE);
	TAKE_ERR(&t, "Dd4n", STEP_ERR_OCCUPIED);
	TAKE_ERR(&t, "ch5w", STEP_ERR_EMPTY);
	ck_assert_int_eq(t.nsteps, before.nsteps);
	fixture_assert_same_position(&t.pos, &before.pos);
	ck_assert(memcmp(&t.state, &before.state, sizeof t.state) == 0);
}
END_TEST

/* ---- pushes and pulls by equal, weaker and stronger pieces ---- */

static const char dog_below_cat[] =
	"........" "........" "........" "...c...."
	"...D...." "........" "........" "........";

START_TEST(stronger_piece_pushes)
{
	struct turn t;
	begin(&t, GOLD, dog_below_cat);
	TAKE_OK(&t, "cd5n");
	ck_assert_int_eq(t.steps[0].role, ROLE_PUSHED);
	TAKE_OK(&t, "Dd4n");
	ck_assert_int_eq(t.steps[1].role, ROLE_PUSHER);
	assert_board(&t,
		"........" "........" "...c...." "...D...."
		"........" "........" "........" "........");
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_OK);
}
END_TEST

START_TEST(stronger_piece_pulls)
{
	struct turn t;
	begin(&t, GOLD, dog_below_cat);
	TAKE_OK(&t, "Dd4s");
	ck_assert_int_eq(t.steps[0].role, ROLE_PLAIN);
	TAKE_OK(&t, "cd5s");
	ck_assert_int_eq(t.steps[1].role, ROLE_PULLED);
	assert_board(&t,
		"........" "........" "........" "........"
		"...c...." "...D...." "........" "........");
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_OK);
}
END_TEST

START_TEST(equal_piece_cannot_push)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      "...C...." "........" "........" "........");
	TAKE_ERR(&t, "cd5n", STEP_ERR_ENEMY_UNMOVABLE);
	TAKE_ERR(&t, "cd5e", STEP_ERR_ENEMY_UNMOVABLE);
}
END_TEST

START_TEST(equal_piece_cannot_pull)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      "...C...." "........" "........" "........");
	TAKE_OK(&t, "Cd4s");
	TAKE_ERR(&t, "cd5s", STEP_ERR_ENEMY_UNMOVABLE);
}
END_TEST

START_TEST(weaker_piece_cannot_push)
{
	struct turn t;
	/* the gold cat has a friend, so it is not frozen by the dog */
	begin(&t, GOLD,
	      "........" "........" "........" "...d...."
	      "..RC...." "........" "........" "........");
	TAKE_ERR(&t, "dd5n", STEP_ERR_ENEMY_UNMOVABLE);
	TAKE_ERR(&t, "dd5e", STEP_ERR_ENEMY_UNMOVABLE);
}
END_TEST

START_TEST(weaker_piece_cannot_pull)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...d...."
	      "..RC...." "........" "........" "........");
	TAKE_OK(&t, "Cd4s");
	TAKE_ERR(&t, "dd5s", STEP_ERR_ENEMY_UNMOVABLE);
}
END_TEST

START_TEST(pull_only_into_the_square_just_left)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      "...D...." "........" "R......." "........");
	TAKE_OK(&t, "Dd4s");
	TAKE_ERR(&t, "cd5e", STEP_ERR_ENEMY_UNMOVABLE); /* not into d4 */
	TAKE_OK(&t, "Ra2n");
	TAKE_ERR(&t, "cd5s", STEP_ERR_ENEMY_UNMOVABLE); /* the pull must follow at once */
}
END_TEST

START_TEST(pulled_piece_must_be_beside_the_square_left)
{
	struct turn t;
	/* E leaves d4 for d3; the cat on e5 is not beside d4 */
	begin(&t, GOLD,
	      "........" "........" "........" "....c..."
	      "...E...." "........" "........" "........");
	TAKE_OK(&t, "Ed4s");
	TAKE_ERR(&t, "ce5w", STEP_ERR_ENEMY_UNMOVABLE);
}
END_TEST

START_TEST(frozen_piece_cannot_push_or_pull)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      "...Dh..." "........" "........" "........");
	TAKE_ERR(&t, "cd5n", STEP_ERR_ENEMY_UNMOVABLE);
	TAKE_ERR(&t, "Dd4s", STEP_ERR_FROZEN);
}
END_TEST

START_TEST(enemy_step_into_square_left_by_a_weaker_piece_is_a_push)
{
	struct turn t;
	/* R (kept unfrozen by its friend on d3) leaves d4; the cat on d5
	 * cannot be pulled by a rabbit, but D on e5 can push it into d4, and
	 * must then take d5 */
	begin(&t, GOLD,
	      "........" "........" "........" "...cD..."
	      "...R...." "...R...." "........" "........");
	TAKE_OK(&t, "Rd4w");
	TAKE_OK(&t, "cd5s");
	ck_assert_int_eq(t.steps[1].role, ROLE_PUSHED);
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_PUSH_UNFINISHED);
	TAKE_OK(&t, "De5w");
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_OK);
}
END_TEST

START_TEST(pusher_kept_unfrozen_by_a_friend_can_push)
{
	struct turn t;
	/* D on d4 is beside the silver horse on e4, but its friend on c4
	 * unfreezes it */
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      "..RDh..." "........" "........" "........");
	TAKE_OK(&t, "cd5n");
	TAKE_OK(&t, "Dd4n");
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_OK);
}
END_TEST

/* ---- pushes not completed, completed by another, by a weaker piece ---- */

START_TEST(push_not_completed_cannot_end_the_turn)
{
	struct turn t;
	begin(&t, GOLD, dog_below_cat);
	TAKE_OK(&t, "cd5n");
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_PUSH_UNFINISHED);
}
END_TEST

START_TEST(push_completed_by_another_stronger_piece)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...cH..."
	      "...D...." "........" "........" "........");
	TAKE_OK(&t, "cd5n");
	TAKE_OK(&t, "He5w");
	ck_assert_int_eq(t.steps[1].role, ROLE_PUSHER);
	assert_board(&t,
		"........" "........" "...c...." "...H...."
		"...D...." "........" "........" "........");
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_OK);
}
END_TEST

START_TEST(push_cannot_be_completed_by_weaker_or_equal_piece)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "..Cc...."
	      "...DR..." "........" "........" "........");
	TAKE_OK(&t, "cd5n");
	TAKE_ERR(&t, "Cc5e", STEP_ERR_PUSH_UNFINISHED); /* equal */
	ck_assert_int_eq(t.nsteps, 1);
	begin(&t, GOLD,
	      "........" "........" "........" "...cR..."
	      "...D...." "........" "........" "........");
	TAKE_OK(&t, "cd5n");
	TAKE_ERR(&t, "Re5w", STEP_ERR_PUSH_UNFINISHED); /* weaker */
	TAKE_OK(&t, "Dd4n");
}
END_TEST

START_TEST(pusher_must_enter_the_square_the_pushed_piece_left)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      "...D...." "........" "........" "........");
	TAKE_OK(&t, "cd5e");
	TAKE_ERR(&t, "Dd4e", STEP_ERR_PUSH_UNFINISHED);
	TAKE_ERR(&t, "Dd4s", STEP_ERR_PUSH_UNFINISHED);
	TAKE_OK(&t, "Dd4n");
}
END_TEST

/* ---- pushes and pulls together ---- */

START_TEST(step_completing_push_cannot_pull)
{
	struct turn t;
	/* D pushes c north and lands on d5; the rabbit on d3 is beside the
	 * square D left but may not follow as a pull */
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      "...D...." "...r...." "........" "........");
	TAKE_OK(&t, "cd5n");
	TAKE_OK(&t, "Dd4n");
	TAKE_ERR(&t, "rd3n", STEP_ERR_ENEMY_UNMOVABLE);
}
END_TEST

START_TEST(enemy_step_after_push_is_a_new_push_not_a_pull)
{
	struct turn t;
	/* as above, with a gold horse beside the rabbit: the rabbit's step is
	 * then the start of a push by the horse, which must complete it */
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      "...D...." "...rH..." "........" "........");
	TAKE_OK(&t, "cd5n");
	TAKE_OK(&t, "Dd4n");
	TAKE_OK(&t, "rd3n");
	ck_assert_int_eq(t.steps[2].role, ROLE_PUSHED);
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_PUSH_UNFINISHED);
	TAKE_OK(&t, "He3w");
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_OK);
}
END_TEST

START_TEST(pull_then_push)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...r...."
	      ".c.E...." "........" "........" "........");
	TAKE_OK(&t, "Ed4w");
	TAKE_OK(&t, "rd5s");
	ck_assert_int_eq(t.steps[1].role, ROLE_PULLED);
	TAKE_OK(&t, "cb4w");
	ck_assert_int_eq(t.steps[2].role, ROLE_PUSHED);
	TAKE_OK(&t, "Ec4w");
	ck_assert_int_eq(t.steps[3].role, ROLE_PUSHER);
	assert_board(&t,
		"........" "........" "........" "........"
		"cE.r...." "........" "........" "........");
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_OK);
}
END_TEST

START_TEST(push_then_pull)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      "...E...." "........" "........" "........");
	TAKE_OK(&t, "cd5n");
	TAKE_OK(&t, "Ed4n");
	TAKE_OK(&t, "Ed5e");
	ck_assert_int_eq(t.steps[2].role, ROLE_PLAIN);
	TAKE_OK(&t, "cd6s");
	ck_assert_int_eq(t.steps[3].role, ROLE_PULLED);
	assert_board(&t,
		"........" "........" "........" "...cE..."
		"........" "........" "........" "........");
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_OK);
}
END_TEST

START_TEST(puller_captured_on_trap_still_pulls)
{
	struct turn t;
	/* D steps from c4 onto the trap c3, where no friend stands beside it,
	 * and falls; the rabbit it pulls still follows into c4 */
	begin(&t, GOLD,
	      "........" "........" "........" "..r....."
	      "..D....." "........" "R......." "........");
	TAKE_OK(&t, "Dc4s");
	ck_assert_int_eq(t.steps[0].ncaptures, 1);
	ck_assert_int_eq(t.steps[0].capture_piece[0], PC('D'));
	ck_assert_int_eq(t.steps[0].capture_square[0], SQ("c3"));
	ck_assert_int_eq(position_at(&t.pos, SQ("c3")), PIECE_NONE);
	TAKE_OK(&t, "rc5s");
	ck_assert_int_eq(t.steps[1].role, ROLE_PULLED);
	assert_board(&t,
		"........" "........" "........" "........"
		"..r....." "........" "R......." "........");
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_OK);
}
END_TEST

/* ---- captures ---- */

START_TEST(own_piece_stepping_onto_lonely_trap_falls)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "........"
	      "........" "........" "..R....." "........");
	TAKE_OK(&t, "Rc2n");
	ck_assert_int_eq(t.steps[0].ncaptures, 1);
	ck_assert_int_eq(t.steps[0].capture_piece[0], PC('R'));
	ck_assert_int_eq(t.steps[0].capture_square[0], SQ("c3"));
	ck_assert(position_occupied(&t.pos) == 0);
	fixture_assert_consistent(&t.pos);
}
END_TEST

START_TEST(piece_that_did_not_move_falls_when_its_last_friend_leaves)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "........"
	      "........" "..C....." "..R....." "........");
	TAKE_OK(&t, "Rc2w");
	ck_assert_int_eq(t.steps[0].ncaptures, 1);
	ck_assert_int_eq(t.steps[0].capture_piece[0], PC('C'));
	ck_assert_int_eq(t.steps[0].capture_square[0], SQ("c3"));
	assert_board(&t,
		"........" "........" "........" "........"
		"........" "........" ".R......" "........");
}
END_TEST

START_TEST(piece_on_trap_stays_while_another_friend_is_beside)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "........"
	      "........" "..CR...." "..R....." "........");
	TAKE_OK(&t, "Rc2w");
	ck_assert_int_eq(t.steps[0].ncaptures, 0);
	TAKE_OK(&t, "Rd3e");
	ck_assert_int_eq(t.steps[1].ncaptures, 1);
	ck_assert_int_eq(t.steps[1].capture_piece[0], PC('C'));
}
END_TEST

START_TEST(push_into_trap_captures_before_pusher_moves)
{
	struct turn t;
	/* rb3e rc3x Hb2n */
	begin(&t, GOLD,
	      "........" "........" "........" "........"
	      "........" ".r......" ".H......" "........");
	TAKE_OK(&t, "rb3e");
	ck_assert_int_eq(t.steps[0].ncaptures, 1);
	ck_assert_int_eq(t.steps[0].capture_piece[0], PC('r'));
	ck_assert_int_eq(t.steps[0].capture_square[0], SQ("c3"));
	ck_assert_int_eq(position_at(&t.pos, SQ("c3")), PIECE_NONE);
	ck_assert(turn_push_pending(&t));
	TAKE_OK(&t, "Hb2n");
	ck_assert_int_eq(t.steps[1].ncaptures, 0);
	assert_board(&t,
		"........" "........" "........" "........"
		"........" ".H......" "........" "........");
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_OK);
}
END_TEST

START_TEST(piece_pushed_onto_trap_beside_a_friend_survives)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "........"
	      "........" ".r.c...." ".H......" "........");
	TAKE_OK(&t, "rb3e");
	ck_assert_int_eq(t.steps[0].ncaptures, 0);
	TAKE_OK(&t, "Hb2n");
	assert_board(&t,
		"........" "........" "........" "........"
		"........" ".Hrc...." "........" "........");
}
END_TEST

START_TEST(enemy_falls_when_its_friend_is_pushed_away)
{
	struct turn t;
	/* the cat on f6 has one friend, the rabbit on f7, which D pushes away */
	begin(&t, GOLD,
	      "........" ".....rD." ".....c.." "........"
	      "........" "........" "R......." "........");
	TAKE_OK(&t, "rf7w");
	ck_assert_int_eq(t.steps[0].ncaptures, 1);
	ck_assert_int_eq(t.steps[0].capture_piece[0], PC('c'));
	ck_assert_int_eq(t.steps[0].capture_square[0], SQ("f6"));
	TAKE_OK(&t, "Dg7w");
	assert_board(&t,
		"........" "....rD.." "........" "........"
		"........" "........" "R......." "........");
}
END_TEST

START_TEST(enemy_falls_when_its_friend_is_pulled_away)
{
	struct turn t;
	/* the silver cat on c3 has one friend, the rabbit on c4; E pulls the
	 * rabbit to d4 and the cat falls on the rabbit's step */
	begin(&t, GOLD,
	      "........" "........" "........" "........"
	      "..rE...." "..c....." "R......." "........");
	TAKE_OK(&t, "Ed4e");
	ck_assert_int_eq(t.steps[0].ncaptures, 0);
	TAKE_OK(&t, "rc4e");
	ck_assert_int_eq(t.steps[1].role, ROLE_PULLED);
	ck_assert_int_eq(t.steps[1].ncaptures, 1);
	ck_assert_int_eq(t.steps[1].capture_piece[0], PC('c'));
	ck_assert_int_eq(t.steps[1].capture_square[0], SQ("c3"));
	assert_board(&t,
		"........" "........" "........" "........"
		"...rE..." "........" "R......." "........");
}
END_TEST

/* ---- freezing within a turn ---- */

START_TEST(frozen_piece_moves_after_a_friend_arrives)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      ".R.R...." "........" "........" "........");
	TAKE_ERR(&t, "Rd4e", STEP_ERR_FROZEN);
	TAKE_OK(&t, "Rb4e");
	TAKE_OK(&t, "Rd4e");
}
END_TEST

START_TEST(piece_refreezes_when_its_friend_leaves)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      "..RR...." "........" "........" "........");
	TAKE_OK(&t, "Rc4w");
	TAKE_ERR(&t, "Rd4e", STEP_ERR_FROZEN);
	TAKE_OK(&t, "Rb4e"); /* the friend comes back */
	TAKE_OK(&t, "Rd4e");
}
END_TEST

START_TEST(piece_unfrozen_when_the_freezer_is_pulled_away)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...cE..."
	      "...R...." "........" "........" "........");
	TAKE_ERR(&t, "Rd4w", STEP_ERR_FROZEN);
	TAKE_OK(&t, "Ee5e");
	TAKE_OK(&t, "cd5e");
	TAKE_OK(&t, "Rd4w");
}
END_TEST

START_TEST(piece_frozen_when_an_enemy_is_pushed_beside_it)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "....E..." "....c..." "...R...."
	      "........" "........" "........" "........");
	TAKE_OK(&t, "ce6s");
	TAKE_OK(&t, "Ee7s");
	TAKE_ERR(&t, "Rd5w", STEP_ERR_FROZEN);
	TAKE_ERR(&t, "Rd5n", STEP_ERR_FROZEN);
}
END_TEST

/* ---- rabbits pushed and pulled back ---- */

START_TEST(silver_rabbit_can_be_pushed_back)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...r...."
	      "...D...." "........" "........" "........");
	TAKE_OK(&t, "rd5n");
	TAKE_OK(&t, "Dd4n");
	ck_assert_int_eq(position_at(&t.pos, SQ("d6")), PC('r'));
}
END_TEST

START_TEST(silver_rabbit_can_be_pulled_back)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "...D...." "...r...."
	      "........" "........" "........" "........");
	TAKE_OK(&t, "Dd6n");
	TAKE_OK(&t, "rd5n");
	ck_assert_int_eq(t.steps[1].role, ROLE_PULLED);
	ck_assert_int_eq(position_at(&t.pos, SQ("d6")), PC('r'));
}
END_TEST

START_TEST(gold_rabbit_can_be_pushed_and_pulled_back)
{
	struct turn t;
	begin(&t, SILVER,
	      "........" "........" "........" "...d...."
	      "...R...." "........" "........" "........");
	TAKE_OK(&t, "Rd4s");
	TAKE_OK(&t, "dd5s");
	ck_assert_int_eq(position_at(&t.pos, SQ("d3")), PC('R'));
	TAKE_OK(&t, "dd4n");
	ck_assert_int_eq(t.steps[2].role, ROLE_PLAIN);
	TAKE_ERR(&t, "Rd3s", STEP_ERR_ENEMY_UNMOVABLE); /* not into the square just left */
	begin(&t, SILVER,
	      "........" "........" "........" "........"
	      "...R...." "...d...." "........" "........");
	TAKE_OK(&t, "dd3s");
	TAKE_OK(&t, "Rd4s");
	ck_assert_int_eq(t.steps[1].role, ROLE_PULLED);
}
END_TEST

/* ---- undo ---- */

START_TEST(undo_without_steps_does_nothing)
{
	struct turn t;
	begin(&t, GOLD, dog_below_cat);
	struct position before = t.pos;
	ck_assert(!turn_undo(&t));
	ck_assert_int_eq(t.nsteps, 0);
	fixture_assert_same_position(&before, &t.pos);
}
END_TEST

START_TEST(undo_restores_exact_position_and_hash)
{
	struct turn t;
	struct position saved[5];
	begin(&t, GOLD,
	      "........" "........" "........" "........"
	      "....E..." ".r......" ".H......" "........");
	static const char *const steps[] = { "rb3e", "Hb2n", "Ee4n", "Ee5w" };
	for (int i = 0; i < 4; i++) {
		saved[i] = t.pos;
		TAKE_OK(&t, steps[i]);
	}
	saved[4] = t.pos;
	for (int i = 3; i >= 0; i--) {
		ck_assert(turn_undo(&t));
		ck_assert_int_eq(t.nsteps, i);
		fixture_assert_same_position(&saved[i], &t.pos);
		fixture_assert_consistent(&t.pos);
	}
	ck_assert_int_eq(position_at(&t.pos, SQ("b3")), PC('r')); /* the captured rabbit is back */
	ck_assert(!turn_push_pending(&t));
}
END_TEST

START_TEST(undo_restores_push_and_pull_state)
{
	struct turn t;
	begin(&t, GOLD, dog_below_cat);
	TAKE_OK(&t, "cd5n");
	ck_assert(turn_undo(&t));
	ck_assert(!turn_push_pending(&t));
	TAKE_OK(&t, "Dd4s");            /* a different first step now allowed */
	TAKE_OK(&t, "cd5s");            /* a pull */
	ck_assert(turn_undo(&t));
	TAKE_OK(&t, "cd5s");            /* the pull is possible again after undo */
	ck_assert(turn_undo(&t));
	ck_assert(turn_undo(&t));
	TAKE_OK(&t, "cd5n");            /* and the push again */
	ck_assert(turn_push_pending(&t));
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_PUSH_UNFINISHED);
}
END_TEST

START_TEST(undo_any_number_of_times)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      "...D...." "..C....." "..R....." "........");
	struct position start = t.pos;
	for (int i = 0; i < 100; i++) {
		TAKE_OK(&t, "Rc2w");     /* the cat on c3 falls */
		TAKE_OK(&t, "cd5n");
		TAKE_OK(&t, "Dd4n");
		while (turn_undo(&t))
			;
		ck_assert_int_eq(t.nsteps, 0);
		fixture_assert_same_position(&start, &t.pos);
	}
	fixture_assert_consistent(&t.pos);
}
END_TEST

/* ---- the list of legal steps ---- */

static int step_cmp(const void *a, const void *b)
{
	const struct step *x = a, *y = b;
	int kx = x->piece * 4096 + x->from * 64 + x->to;
	int ky = y->piece * 4096 + y->from * 64 + y->to;
	return (kx > ky) - (kx < ky);
}

/* Every step turn_check accepts, by trying every piece on every square in every direction. */
static int brute_force_steps(const struct turn *t, struct step *out)
{
	int n = 0;
	for (int p = 1; p < PIECE_NB; p++)
		for (int from = 0; from < SQUARE_NB; from++)
			for (int d = 0; d < DIR_NB; d++) {
				int to = square_step(from, (enum dir)d);
				if (to < 0)
					continue;
				struct step s = { (uint8_t)p, (uint8_t)from, (uint8_t)to };
				if (turn_check(t, s, NULL) == STEP_OK) {
					ck_assert_int_lt(n, 4 * TURN_MAX_LEGAL);
					out[n++] = s;
				}
			}
	return n;
}

static void assert_legal_steps_match_brute_force(const struct turn *t)
{
	struct step listed[TURN_MAX_LEGAL], brute[4 * TURN_MAX_LEGAL];
	int n = turn_legal_steps(t, listed);
	int m = brute_force_steps(t, brute);
	ck_assert_int_eq(n, m);
	qsort(listed, (size_t)n, sizeof listed[0], step_cmp);
	qsort(brute, (size_t)m, sizeof brute[0], step_cmp);
	for (int i = 0; i < n; i++) {
		ck_assert(step_cmp(&listed[i], &brute[i]) == 0);
		if (i)
			ck_assert_msg(step_cmp(&listed[i - 1], &listed[i]) != 0, "a step listed twice");
	}
}

START_TEST(legal_steps_of_a_lone_rabbit)
{
	struct turn t;
	struct step out[TURN_MAX_LEGAL];
	begin(&t, GOLD,
	      "........" "........" "........" "........"
	      "...R...." "........" "........" "........");
	ck_assert_int_eq(turn_legal_steps(&t, out), 3); /* n, e, w */
	begin(&t, GOLD,
	      "........" "........" "........" "...c...."
	      "...R...." "........" "........" "........");
	ck_assert_int_eq(turn_legal_steps(&t, out), 0); /* frozen */
}
END_TEST

/* The bound TURN_MAX_LEGAL is reached: gold dogs on every other square (a
 * board of any content, as a diagram may give) can each step to every
 * empty neighbour, one step for each of the 112 pairs of neighbours. */
START_TEST(legal_steps_reach_their_bound_of_112)
{
	struct turn t;
	struct step out[TURN_MAX_LEGAL];
	char board[65];
	for (int i = 0; i < 64; i++)
		board[i] = (i % 8 + i / 8) % 2 ? '.' : 'D';
	board[64] = '\0';
	begin(&t, GOLD, board);
	ck_assert_int_eq(TURN_MAX_LEGAL, 112);
	ck_assert_int_eq(turn_legal_steps(&t, out), 112);
}
END_TEST

START_TEST(legal_steps_include_pushes_and_pulls)
{
	struct turn t;
	struct step out[TURN_MAX_LEGAL];
	begin(&t, GOLD, dog_below_cat);
	/* D to d3, c4, e4; the cat pushed to d6, c5, e5 */
	ck_assert_int_eq(turn_legal_steps(&t, out), 6);
	TAKE_OK(&t, "Dd4s");
	/* D to d2, c3, e3, d4; the cat pulled into d4 */
	ck_assert_int_eq(turn_legal_steps(&t, out), 5);
	ck_assert(turn_undo(&t));
	TAKE_OK(&t, "cd5n");
	/* only the push's completion */
	ck_assert_int_eq(turn_legal_steps(&t, out), 1);
	ck_assert_int_eq(out[0].piece, PC('D'));
	ck_assert_int_eq(out[0].from, SQ("d4"));
	ck_assert_int_eq(out[0].to, SQ("d5"));
}
END_TEST

START_TEST(legal_steps_match_brute_force)
{
	static const char *const boards[] = {
		"rrrrrrrrhdcmecdh................................HDCMECDHRRRRRRRR",
		"rrr.r.r.hm.c..r.....r..d.M.r..h.D..d............HRRRR.RR.RC.R...",
		"rrr.r...h.c..r...R..r.hdm.M.....D..drr...R.RR.R..H.....RR.C.R...",
		"r.......hR.r.r..m...r..hDRM....d...r.rR....RR....RH..RR.C.......",
		"rrrrrr.rdhce.h.d.C...c......mCr.....ED.........RDH.M..H.RRRRRRR.",
		"rrrrrc.rdhce.hMd..........C.mCr.....ED...H.....RD.....H.RRRRRRR.",
		"rrrr.rrr..hreh...dcC.d.....cRm..................................",
		"rEmH....RdH......C............................c......hDr....hMeR",
		"rRrr.rrr..d......D.c........Rm.......................d..R.RRRR..",
	};
	uint32_t seed = 12345;
	for (size_t b = 0; b < sizeof boards / sizeof boards[0]; b++)
		for (int side = 0; side < 2; side++)
			for (int walk = 0; walk < 60; walk++) {
				struct turn t;
				begin(&t, (enum color)side, boards[b]);
				for (int depth = 0; depth <= TURN_MAX_STEPS; depth++) {
					struct step out[TURN_MAX_LEGAL];
					assert_legal_steps_match_brute_force(&t);
					int n = turn_legal_steps(&t, out);
					if (n == 0)
						break;
					seed = seed * 1103515245u + 12345u;
					ck_assert_int_eq(turn_step(&t, out[(seed >> 16) % (uint32_t)n]), STEP_OK);
				}
			}
}
END_TEST

/* ---- whether the turn may end ---- */

START_TEST(turn_cannot_end_without_a_step)
{
	struct turn t;
	begin(&t, GOLD, dog_below_cat);
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_NO_STEP);
}
END_TEST

START_TEST(turn_cannot_end_where_it_began)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "........"
	      "...R...." "........" "........" "........");
	TAKE_OK(&t, "Rd4e");
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_OK);
	TAKE_OK(&t, "Re4w");
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_UNCHANGED);
}
END_TEST

START_TEST(swapping_two_identical_pieces_is_no_change)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "........"
	      "...CC..." "........" "........" "........");
	TAKE_OK(&t, "Cd4n");
	TAKE_OK(&t, "Ce4w");
	TAKE_OK(&t, "Cd5e");
	TAKE_OK(&t, "Ce5s");
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_UNCHANGED);
}
END_TEST

START_TEST(two_rabbits_changing_squares_back_is_no_change)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "........"
	      "...RR..." "........" "........" "........");
	TAKE_OK(&t, "Re4e");
	TAKE_OK(&t, "Rd4e");
	TAKE_OK(&t, "Re4w");
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_OK);
	TAKE_OK(&t, "Rf4w");
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_UNCHANGED);
}
END_TEST

START_TEST(pull_and_push_back_is_no_change)
{
	struct turn t;
	/* E pulls the rabbit from d5 to d4, then pushes it back to d5 */
	begin(&t, GOLD,
	      "........" "........" "........" "...rr..."
	      "...E...." "........" "........" "........");
	TAKE_OK(&t, "Ed4s");
	TAKE_OK(&t, "rd5s");
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_OK);
	TAKE_OK(&t, "rd4n");
	ck_assert_int_eq(t.steps[2].role, ROLE_PUSHED);
	TAKE_OK(&t, "Ed3n");
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_UNCHANGED);
}
END_TEST

START_TEST(step_and_its_reverse_with_a_capture_between_is_a_change)
{
	struct turn t;
	begin(&t, GOLD,
	      "........" "........" "........" "........"
	      "........" "..C....." "..R....." "........");
	TAKE_OK(&t, "Rc2w");    /* the cat on c3 falls */
	TAKE_OK(&t, "Rb2e");    /* the rabbit returns */
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_OK);
}
END_TEST

START_TEST(third_repetition_refused_through_history)
{
	struct turn t;
	struct history h;
	struct position after;
	history_init(&h);
	begin(&t, GOLD,
	      "........" "........" "........" "........"
	      "...R...." "........" "........" "........");
	TAKE_OK(&t, "Rd4n");
	turn_result(&t, &after);
	ck_assert_int_eq(turn_can_end(&t, &h), TURN_END_OK);
	ck_assert_int_eq(history_add(&h, &after), 0);
	ck_assert_int_eq(turn_can_end(&t, &h), TURN_END_OK);
	ck_assert_int_eq(history_add(&h, &after), 0);
	ck_assert_int_eq(turn_can_end(&t, &h), TURN_END_THIRD_TIME);
	ck_assert_int_eq(turn_can_end(&t, NULL), TURN_END_OK);
	/* the same board with Gold to move is another position */
	struct position gold_to_move = after;
	position_set_side(&gold_to_move, GOLD);
	history_free(&h);
	history_init(&h);
	history_add(&h, &gold_to_move);
	history_add(&h, &gold_to_move);
	ck_assert_int_eq(turn_can_end(&t, &h), TURN_END_OK);
	history_free(&h);
}
END_TEST

/* A long game's positions: 50,000 boards (more than three of the
 * history's blocks of boards, HISTORY_BLOCK) each counted once, the even
 * ones twice, one taken back: every count is what was added, whichever
 * block its board is in. */
START_TEST(history_counts_many_positions_across_blocks)
{
	struct history h;
	struct position pos;
	enum { N = 50000 };
	history_init(&h);
	ck_assert_int_gt(N, 3 * HISTORY_BLOCK);
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < N; i++) {
			if (pass == 1 && i % 2)
				continue;
			/* a board of its own for each i: its bits as rabbits on the first 16 squares */
			position_clear(&pos, i % 3 == 0 ? SILVER : GOLD);
			for (int b = 0; b < 16; b++)
				if (i >> b & 1)
					position_put(&pos, b, piece_make(GOLD, RABBIT));
			ck_assert_int_eq(history_add(&h, &pos), 0);
		}
	ck_assert_uint_eq(h.used, N);
	for (int i = 0; i < N; i += 7) {
		position_clear(&pos, i % 3 == 0 ? SILVER : GOLD);
		for (int b = 0; b < 16; b++)
			if (i >> b & 1)
				position_put(&pos, b, piece_make(GOLD, RABBIT));
		ck_assert_int_eq(history_count(&h, &pos), i % 2 ? 1 : 2);
		if (i == 49000) {
			history_remove(&h, &pos);
			ck_assert_int_eq(history_count(&h, &pos), 1);
		}
		/* the other side to move: never seen when i % 3 is neither */
		position_set_side(&pos, i % 3 == 0 ? GOLD : SILVER);
		ck_assert_int_eq(history_count(&h, &pos), 0);
	}
	history_free(&h);
	ck_assert_uint_eq(h.used, 0);
}
END_TEST

/* A 64-bit hash is not trusted alone: a position whose hash is forged to
 * equal one seen twice, on another board, is not a third repetition. */
START_TEST(a_forged_hash_collision_is_not_a_repetition)
{
	struct turn t;
	struct history h;
	struct position seen, after;
	history_init(&h);
	begin(&t, GOLD,
	      "........" "........" "........" "........"
	      "...R...." "........" "........" "........");
	TAKE_OK(&t, "Rd4n");
	turn_result(&t, &seen);
	history_add(&h, &seen);
	history_add(&h, &seen);
	ck_assert_int_eq(history_count(&h, &seen), 2);
	/* another turn to another board, its hash injected to collide */
	turn_undo(&t);
	TAKE_OK(&t, "Rd4e");
	turn_result(&t, &after);
	ck_assert(!position_same_board(&after, &seen));
	t.pos.hash = seen.hash ^ position_zobrist_side();
	turn_result(&t, &after);
	ck_assert(after.hash == seen.hash);
	ck_assert_int_eq(history_count(&h, &after), 0);
	ck_assert_int_eq(turn_can_end(&t, &h), TURN_END_OK);
	/* and it is counted apart from the one it collides with */
	history_add(&h, &after);
	ck_assert_int_eq(history_count(&h, &after), 1);
	ck_assert_int_eq(history_count(&h, &seen), 2);
	history_remove(&h, &seen);
	ck_assert_int_eq(history_count(&h, &seen), 1);
	ck_assert_int_eq(history_count(&h, &after), 1);
	history_free(&h);
}
END_TEST

/* The history keeps boards without the side to move: the same board with
 * the other side to move is another position all the same (its hash
 * differs, in the high half that a slot keeps too). */
START_TEST(the_same_board_with_the_other_side_to_move_is_counted_apart)
{
	struct turn t;
	struct history h;
	struct position gold_next, silver_next;
	history_init(&h);
	begin(&t, GOLD,
	      "........" "........" "........" "........"
	      "...R...." "........" "........" "........");
	TAKE_OK(&t, "Rd4n");
	turn_result(&t, &gold_next);   /* Silver to move */
	silver_next = gold_next;
	position_set_side(&silver_next, GOLD);
	ck_assert((gold_next.hash ^ silver_next.hash) >> 32 != 0);
	history_add(&h, &gold_next);
	history_add(&h, &gold_next);
	ck_assert_int_eq(history_count(&h, &gold_next), 2);
	ck_assert_int_eq(history_count(&h, &silver_next), 0);
	history_add(&h, &silver_next);
	ck_assert_int_eq(history_count(&h, &silver_next), 1);
	ck_assert_int_eq(history_count(&h, &gold_next), 2);
	history_free(&h);
}
END_TEST

START_TEST(turn_result_gives_the_move_to_the_other_side)
{
	struct turn t;
	struct position after;
	begin(&t, SILVER,
	      "........" "........" "........" "....r..."
	      "...R...." "........" "........" "........");
	TAKE_OK(&t, "re5w");
	turn_result(&t, &after);
	ck_assert_int_eq(after.side, GOLD);
	ck_assert(position_same_board(&after, &t.pos));
	fixture_assert_consistent(&after);
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("turn");
	TCase *tc = tcase_create("step errors");
	tcase_add_test(tc, step_off_board_or_not_adjacent_is_refused);
	tcase_add_test(tc, step_from_empty_square_is_refused);
	tcase_add_test(tc, step_naming_another_piece_is_refused);
	tcase_add_test(tc, step_into_occupied_square_is_refused);
	tcase_add_test(tc, frozen_piece_cannot_step);
	tcase_add_test(tc, rabbit_cannot_step_backward);
	tcase_add_test(tc, rabbit_steps_forward_and_sideways);
	tcase_add_test(tc, fifth_step_is_refused);
	tcase_add_test(tc, push_unfinished_refuses_any_other_step);
	tcase_add_test(tc, enemy_piece_cannot_step_on_its_own);
	tcase_add_test(tc, push_started_on_fourth_step_is_refused);
	tcase_add_test(tc, push_started_on_third_step_is_allowed);
	tcase_add_test(tc, pull_on_fourth_step_is_allowed);
	tcase_add_test(tc, every_step_error_leaves_the_turn_unchanged);
	suite_add_tcase(s, tc);

	tc = tcase_create("push and pull");
	tcase_add_test(tc, stronger_piece_pushes);
	tcase_add_test(tc, stronger_piece_pulls);
	tcase_add_test(tc, equal_piece_cannot_push);
	tcase_add_test(tc, equal_piece_cannot_pull);
	tcase_add_test(tc, weaker_piece_cannot_push);
	tcase_add_test(tc, weaker_piece_cannot_pull);
	tcase_add_test(tc, pull_only_into_the_square_just_left);
	tcase_add_test(tc, pulled_piece_must_be_beside_the_square_left);
	tcase_add_test(tc, frozen_piece_cannot_push_or_pull);
	tcase_add_test(tc, enemy_step_into_square_left_by_a_weaker_piece_is_a_push);
	tcase_add_test(tc, pusher_kept_unfrozen_by_a_friend_can_push);
	tcase_add_test(tc, push_not_completed_cannot_end_the_turn);
	tcase_add_test(tc, push_completed_by_another_stronger_piece);
	tcase_add_test(tc, push_cannot_be_completed_by_weaker_or_equal_piece);
	tcase_add_test(tc, pusher_must_enter_the_square_the_pushed_piece_left);
	tcase_add_test(tc, step_completing_push_cannot_pull);
	tcase_add_test(tc, enemy_step_after_push_is_a_new_push_not_a_pull);
	tcase_add_test(tc, pull_then_push);
	tcase_add_test(tc, push_then_pull);
	tcase_add_test(tc, puller_captured_on_trap_still_pulls);
	tcase_add_test(tc, silver_rabbit_can_be_pushed_back);
	tcase_add_test(tc, silver_rabbit_can_be_pulled_back);
	tcase_add_test(tc, gold_rabbit_can_be_pushed_and_pulled_back);
	suite_add_tcase(s, tc);

	tc = tcase_create("captures and freezing");
	tcase_add_test(tc, own_piece_stepping_onto_lonely_trap_falls);
	tcase_add_test(tc, piece_that_did_not_move_falls_when_its_last_friend_leaves);
	tcase_add_test(tc, piece_on_trap_stays_while_another_friend_is_beside);
	tcase_add_test(tc, push_into_trap_captures_before_pusher_moves);
	tcase_add_test(tc, piece_pushed_onto_trap_beside_a_friend_survives);
	tcase_add_test(tc, enemy_falls_when_its_friend_is_pushed_away);
	tcase_add_test(tc, enemy_falls_when_its_friend_is_pulled_away);
	tcase_add_test(tc, frozen_piece_moves_after_a_friend_arrives);
	tcase_add_test(tc, piece_refreezes_when_its_friend_leaves);
	tcase_add_test(tc, piece_unfrozen_when_the_freezer_is_pulled_away);
	tcase_add_test(tc, piece_frozen_when_an_enemy_is_pushed_beside_it);
	suite_add_tcase(s, tc);

	tc = tcase_create("undo and legal steps");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, undo_without_steps_does_nothing);
	tcase_add_test(tc, undo_restores_exact_position_and_hash);
	tcase_add_test(tc, undo_restores_push_and_pull_state);
	tcase_add_test(tc, undo_any_number_of_times);
	tcase_add_test(tc, legal_steps_of_a_lone_rabbit);
	tcase_add_test(tc, legal_steps_include_pushes_and_pulls);
	tcase_add_test(tc, legal_steps_reach_their_bound_of_112);
	tcase_add_test(tc, legal_steps_match_brute_force);
	suite_add_tcase(s, tc);

	tc = tcase_create("end of turn");
	tcase_add_test(tc, turn_cannot_end_without_a_step);
	tcase_add_test(tc, turn_cannot_end_where_it_began);
	tcase_add_test(tc, swapping_two_identical_pieces_is_no_change);
	tcase_add_test(tc, two_rabbits_changing_squares_back_is_no_change);
	tcase_add_test(tc, pull_and_push_back_is_no_change);
	tcase_add_test(tc, step_and_its_reverse_with_a_capture_between_is_a_change);
	tcase_add_test(tc, third_repetition_refused_through_history);
	tcase_add_test(tc, history_counts_many_positions_across_blocks);
	tcase_add_test(tc, a_forged_hash_collision_is_not_a_repetition);
	tcase_add_test(tc, the_same_board_with_the_other_side_to_move_is_counted_apart);
	tcase_add_test(tc, turn_result_gives_the_move_to_the_other_side);
	suite_add_tcase(s, tc);
	return s;
}

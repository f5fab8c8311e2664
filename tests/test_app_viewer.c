/* test_store_viewer.c: the replay viewer's model: positions step by step (a push
 * onto a trap worked out by hand), moving by step, turn, label, start and
 * end, captured pieces, and "play on from here" leaving the record alone. */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "notation/archive.h"
#include "store/load.h"
#include "app/viewer.h"
#include <stdio.h>
#include "lib/test.h"

/* Gold's horse on b2 pushes Silver's rabbit from b3 onto the trap c3, where
 * no silver piece guards it, and steps into b3; then Gold's rabbit h1 steps
 * north; Silver's elephant answers h8 to h7. */
static const char push_record[] =
	/* Short form, rank 8 first: a8 r, h8 e; b3 r; b2 H; h1 R. */
	"g [r      e                                 r       H             R]\n"
	"2g rb3e rc3x Hb2n Rh1n\n"
	"2s eh8s\n";

/* Asserts that the board holds exactly the pieces listed ("Hb2 rb3 ..."),
 * read here without the notation library. */
static void assert_board(const struct position *pos, const char *list, const char *what)
{
	static const char letters[] = "RCDHME";
	int want[SQUARE_NB] = { 0 };
	const char *p = list;

	while (*p != '\0') {
		char c = *p;
		const char *k = strchr(letters, c >= 'a' ? c - 'a' + 'A' : c);
		ck_assert_ptr_nonnull(k);
		int sq = square_make(p[1] - 'a', p[2] - '1');
		want[sq] = piece_make(c >= 'a' ? SILVER : GOLD, (enum kind)(k - letters));
		p += 3;
		while (*p == ' ')
			p++;
	}
	for (int sq = 0; sq < SQUARE_NB; sq++)
		ck_assert_msg(position_at(pos, sq) == want[sq], "%s: square %c%c holds %d, not %d",
			      what, 'a' + square_file(sq), '1' + square_rank(sq), position_at(pos, sq),
			      want[sq]);
}

static struct load_result loaded;
static struct viewer rp;

static void setup_push(void)
{
	char *cause = NULL;

	ck_assert_msg(load_text("push", push_record, sizeof push_record - 1, NULL, &loaded, &cause) == 0,
		      "%s", cause);
	ck_assert_msg(!loaded.illegal, "%s", loaded.message);
	ck_assert_int_eq(loaded.game.nmoves, 2);
	ck_assert_int_eq(viewer_init(&rp, &loaded.game), 0);
}

static void teardown_push(void)
{
	viewer_free(&rp);
	load_free(&loaded);
}

START_TEST(push_onto_trap_step_by_step)
{
	const struct viewer_point *pt;

	/* Start, then 3 steps of 2g, then 1 step of 2s. */
	ck_assert_int_eq(rp.npoints, 5);
	pt = viewer_current(&rp);
	ck_assert(viewer_at_start(&rp));
	assert_board(&pt->pos, "Hb2 Rh1 rb3 ra8 eh8", "start");
	ck_assert_int_eq(pt->pos.side, GOLD);
	ck_assert_int_eq(pt->nfallen, 0);

	/* The pushed rabbit enters c3 with no friend beside it and falls. */
	ck_assert(viewer_forward(&rp));
	pt = viewer_current(&rp);
	assert_board(&pt->pos, "Hb2 Rh1 ra8 eh8", "after rb3e");
	ck_assert_str_eq(pt->label, "2g");
	ck_assert_str_eq(pt->step_text, "rb3e rc3x");
	ck_assert_int_eq(pt->step, 1);
	ck_assert_int_eq(pt->nsteps, 3);
	ck_assert_int_eq(pt->nfallen, 1);
	ck_assert_int_eq(rp.fallen[0], piece_make(SILVER, RABBIT));

	/* The horse completes the push into b3. */
	ck_assert(viewer_forward(&rp));
	pt = viewer_current(&rp);
	assert_board(&pt->pos, "Hb3 Rh1 ra8 eh8", "after Hb2n");
	ck_assert_str_eq(pt->step_text, "Hb2n");
	ck_assert_str_eq(pt->done_text, "rb3e rc3x Hb2n");
	ck_assert_int_eq(pt->pos.side, GOLD);

	/* The turn ends: Silver to move. */
	ck_assert(viewer_forward(&rp));
	pt = viewer_current(&rp);
	assert_board(&pt->pos, "Hb3 Rh2 ra8 eh8", "after 2g");
	ck_assert_str_eq(pt->done_text, "rb3e rc3x Hb2n Rh1n");
	ck_assert_int_eq(pt->step, 3);
	ck_assert_int_eq(pt->pos.side, SILVER);

	ck_assert(viewer_forward(&rp));
	pt = viewer_current(&rp);
	assert_board(&pt->pos, "Hb3 Rh2 ra8 eh7", "after 2s");
	ck_assert_str_eq(pt->label, "2s");
	ck_assert_int_eq(pt->pos.side, GOLD);
	ck_assert(viewer_at_end(&rp));
	ck_assert(!viewer_forward(&rp));
	/* The end is the game's own final position. */
	ck_assert(pt->pos.hash == loaded.game.pos.hash);
	ck_assert_int_eq(pt->nfallen, 1);

	/* And back again: the rabbit stands on b3 once more. */
	ck_assert(viewer_back(&rp));
	ck_assert(viewer_back(&rp));
	ck_assert(viewer_back(&rp));
	pt = viewer_current(&rp);
	assert_board(&pt->pos, "Hb2 Rh1 ra8 eh8", "back after rb3e");
	ck_assert(viewer_back(&rp));
	assert_board(&viewer_current(&rp)->pos, "Hb2 Rh1 rb3 ra8 eh8", "back at start");
	ck_assert_int_eq(viewer_current(&rp)->nfallen, 0);
	ck_assert(!viewer_back(&rp));
}
END_TEST

START_TEST(turn_by_turn_and_to_either_end)
{
	ck_assert(viewer_turn_forward(&rp));
	ck_assert_int_eq(rp.cur, 3);
	ck_assert(viewer_turn_forward(&rp));
	ck_assert_int_eq(rp.cur, 4);
	ck_assert(!viewer_turn_forward(&rp));
	ck_assert(viewer_turn_back(&rp));
	ck_assert_int_eq(rp.cur, 3);
	ck_assert(viewer_turn_back(&rp));
	ck_assert_int_eq(rp.cur, 0);
	ck_assert(!viewer_turn_back(&rp));
	/* From inside a turn: forward to its end, back to its start. */
	rp.cur = 1;
	ck_assert(viewer_turn_forward(&rp));
	ck_assert_int_eq(rp.cur, 3);
	rp.cur = 2;
	ck_assert(viewer_turn_back(&rp));
	ck_assert_int_eq(rp.cur, 0);
	viewer_end(&rp);
	ck_assert_int_eq(rp.cur, 4);
	viewer_start(&rp);
	ck_assert_int_eq(rp.cur, 0);
}
END_TEST

START_TEST(to_a_turn_by_its_label)
{
	ck_assert(viewer_goto_label(&rp, "2s", false));
	ck_assert_int_eq(rp.cur, 3);
	ck_assert(viewer_goto_label(&rp, "2s", true));
	ck_assert_int_eq(rp.cur, 4);
	ck_assert(viewer_goto_label(&rp, "2", false));
	ck_assert_int_eq(rp.cur, 0);
	ck_assert(viewer_goto_label(&rp, "2w", true));
	ck_assert_int_eq(rp.cur, 3);
	ck_assert(!viewer_goto_label(&rp, "7g", false));
	ck_assert(!viewer_goto_label(&rp, "x", false));
	ck_assert(!viewer_goto_label(&rp, "2q", false));
	ck_assert_int_eq(rp.cur, 3);
}
END_TEST

START_TEST(play_on_from_inside_a_turn)
{
	struct game g;
	struct turn t;
	bool partial;
	uint64_t before = loaded.game.pos.hash;

	rp.cur = 2; /* after rb3e rc3x Hb2n */
	ck_assert_int_eq(viewer_play_on(&rp, &g, &t, &partial), 0);
	ck_assert(partial);
	ck_assert_int_eq(g.nmoves, 0);
	ck_assert_int_eq(g.pos.side, GOLD);
	assert_board(&g.pos, "Hb2 Rh1 rb3 ra8 eh8", "new game");
	ck_assert_int_eq(t.nsteps, 2);
	assert_board(&t.pos, "Hb3 Rh1 ra8 eh8", "turn in progress");
	/* The new game goes its own way; the record is unchanged. */
	ck_assert_int_eq(turn_step(&t, (struct step){ (uint8_t)piece_make(GOLD, HORSE),
						      (uint8_t)square_make(1, 2), (uint8_t)square_make(1, 3) }),
			 STEP_OK);
	ck_assert_int_eq(game_play(&g, &t, NULL), GAME_PLAYED);
	ck_assert_int_eq(g.nmoves, 1);
	ck_assert_int_eq(loaded.game.nmoves, 2);
	ck_assert(loaded.game.pos.hash == before);
	game_free(&g);
}
END_TEST

START_TEST(play_on_from_the_end_of_a_turn)
{
	struct game g;
	struct turn t;
	bool partial;

	rp.cur = 3;
	ck_assert_int_eq(viewer_play_on(&rp, &g, &t, &partial), 0);
	ck_assert(!partial);
	ck_assert_int_eq(g.nmoves, 1);
	ck_assert_int_eq(g.pos.side, SILVER);
	struct position third;
	viewer_position(&rp, 3, &third);
	ck_assert(g.pos.hash == third.hash);
	game_free(&g);
}
END_TEST

START_TEST(whole_game_replay_meets_every_move)
{
	struct load_result r;
	struct viewer w;
	char *cause = NULL;
	size_t steps = 0;

	ck_assert_int_eq(load_path(test_data("cases/goal.txt"), NULL, &r, &cause), 0);
	ck_assert_int_eq(viewer_init(&w, &r.game), 0);
	for (size_t i = 0; i < r.game.nmoves; i++) {
		struct position at;
		viewer_position(&w, w.move_start[i], &at);
		struct position before;
		game_position_before(&r.game, i, &before);
		steps += r.game.moves[i].type == MOVE_TURN ? (size_t)r.game.moves[i].nsteps : 1;
		ck_assert_msg(position_same_board(&at, &before) && at.hash == before.hash,
			      "the point before move %zu is its position", i);
	}
	ck_assert_int_eq(w.npoints, steps + 1);
	viewer_end(&w);
	ck_assert(viewer_current(&w)->pos.hash == r.game.pos.hash);
	/* Play on from the end of a finished game gives the finished game. */
	{
		struct game g;
		struct turn t;
		bool partial;
		ck_assert_int_eq(viewer_play_on(&w, &g, &t, &partial), 0);
		fixture_assert_same_game(&r.game, &g, "play on from the end");
		game_free(&g);
	}
	/* Play on from the start is a fresh game. */
	{
		struct game g;
		struct turn t;
		bool partial;
		viewer_start(&w);
		ck_assert_int_eq(viewer_play_on(&w, &g, &t, &partial), 0);
		ck_assert_int_eq(g.nmoves, 0);
		ck_assert_int_eq(g.phase, GAME_SETUP);
		game_free(&g);
	}
	viewer_free(&w);
	load_free(&r);
}
END_TEST

START_TEST(resignation_is_a_point_of_its_own)
{
	struct load_result r;
	struct viewer w;
	char *cause = NULL;

	ck_assert_int_eq(load_path(test_data("cases/resign.txt"), NULL, &r, &cause), 0);
	ck_assert_int_eq(viewer_init(&w, &r.game), 0);
	viewer_end(&w);
	ck_assert_str_eq(viewer_current(&w)->step_text, "resign");
	ck_assert_str_eq(viewer_current(&w)->label, "2s");
	viewer_free(&w);
	load_free(&r);
}
END_TEST

/* Checks that the replay of g meets every move's own position before it,
 * the game's final position at its end, and the pieces that fell. */
static void check_replay_meets_game(const struct game *g, const char *what)
{
	struct viewer w;
	size_t steps = 0, fell = 0;

	ck_assert_int_eq(viewer_init(&w, g), 0);
	for (size_t i = 0; i < g->nmoves; i++) {
		struct position at;
		viewer_position(&w, w.move_start[i], &at);
		const struct game_move *m = &g->moves[i];
		struct position before;
		game_position_before(g, i, &before);
		steps += m->type == MOVE_TURN ? (size_t)m->nsteps : 1;
		if (m->type == MOVE_TURN)
			for (int k = 0; k < m->nsteps; k++)
				fell += (size_t)m->steps[k].ncaptures;
		ck_assert_msg(position_same_board(&at, &before) && at.hash == before.hash,
			      "%s: the point before move %zu is not its position", what, i);
	}
	ck_assert_int_eq(w.npoints, steps + 1);
	struct position end;
	viewer_position(&w, w.npoints - 1, &end);
	ck_assert_msg(position_same_board(&end, &g->pos), "%s: end", what);
	ck_assert_int_eq(w.nfallen, fell);
	/* Pieces on the board after both setups are those at the end plus those that fell. */
	if (g->nmoves > 2 && g->moves[0].type == MOVE_SETUP && g->moves[1].type == MOVE_SETUP) {
		struct position set;
		game_position_before(g, 2, &set);
		ck_assert_int_eq((size_t)bb_count(position_occupied(&set)),
				 (size_t)bb_count(position_occupied(&g->pos)) + fell);
	}
	viewer_free(&w);
}

START_TEST(every_archive_game_replays_step_by_step)
{
	struct archive a;
	struct record_error err;
	size_t len;
	char *text = test_slurp(test_data("allgames202602.txt"), &len);

	memset(&err, 0, sizeof err);
	ck_assert_int_eq(archive_parse(text, len, &a, &err), 0);
	for (size_t i = 0; i < a.nrows; i++) {
		struct record rec;
		struct game g;
		char what[64];

		snprintf(what, sizeof what, "game %s", archive_field(&a, i, "id"));
		ck_assert_int_eq(archive_record(&a, i, &rec, &err), 0);
		ck_assert_int_eq(record_replay(&rec, &g, false, &err), 0);
		check_replay_meets_game(&g, what);
		game_free(&g);
		record_free(&rec);
	}
	archive_free(&a);
	free(text);
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("store_replay");
	TCase *tc = tcase_create("push"), *tc2 = tcase_create("games");

	tcase_add_checked_fixture(tc, setup_push, teardown_push);
	tcase_add_test(tc, push_onto_trap_step_by_step);
	tcase_add_test(tc, turn_by_turn_and_to_either_end);
	tcase_add_test(tc, to_a_turn_by_its_label);
	tcase_add_test(tc, play_on_from_inside_a_turn);
	tcase_add_test(tc, play_on_from_the_end_of_a_turn);
	suite_add_tcase(s, tc);
	tcase_add_test(tc2, whole_game_replay_meets_every_move);
	tcase_add_test(tc2, resignation_is_a_point_of_its_own);
	tcase_add_test(tc2, every_archive_game_replays_step_by_step);
	tcase_set_timeout(tc2, 60);
	suite_add_tcase(s, tc2);
	return s;
}

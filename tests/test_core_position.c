/* test_core_position.c: Check tests of the board: bitboards, mailbox and
 * Zobrist hash kept in step; freezing; trap captures; a bitboard's squares
 * counted. */
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/position.h"
#include "lib/test.h"

#define SQ(name) fixture_square(name)
#define PC(letter) fixture_piece(letter)

static const char opening[] =
	"rrrrrrrr"
	"hdcmecdh"
	"........"
	"........"
	"........"
	"........"
	"HDCMECDH"
	"RRRRRRRR";

START_TEST(board_string_places_pieces_where_notation_says)
{
	struct position pos;
	fixture_position(&pos, opening, GOLD);
	ck_assert_int_eq(position_at(&pos, SQ("a1")), PC('R'));
	ck_assert_int_eq(position_at(&pos, SQ("d2")), PC('M'));
	ck_assert_int_eq(position_at(&pos, SQ("e2")), PC('E'));
	ck_assert_int_eq(position_at(&pos, SQ("e7")), PC('e'));
	ck_assert_int_eq(position_at(&pos, SQ("h8")), PC('r'));
	ck_assert_int_eq(position_at(&pos, SQ("e4")), PIECE_NONE);
	ck_assert_int_eq(position_count(&pos, GOLD, RABBIT), 8);
	ck_assert_int_eq(position_count(&pos, SILVER, HORSE), 2);
	ck_assert_int_eq(position_count(&pos, SILVER, ELEPHANT), 1);
}
END_TEST

/* The invariant the core asserts in debug builds catches each way a board
 * can disagree with itself. */
START_TEST(position_valid_catches_every_disagreement)
{
	struct position pos, bad;
	fixture_position(&pos, opening, GOLD);
	ck_assert(position_valid(&pos));
	bad = pos; /* the mailbox says empty where the bitboards hold a rabbit */
	bad.board[SQ("a1")] = PIECE_NONE;
	ck_assert(!position_valid(&bad));
	bad = pos; /* a piece in the mailbox on a square no bitboard holds */
	bad.board[SQ("d4")] = (uint8_t)PC('E');
	ck_assert(!position_valid(&bad));
	bad = pos; /* the mailbox names another kind */
	bad.board[SQ("a1")] = (uint8_t)PC('C');
	ck_assert(!position_valid(&bad));
	bad = pos; /* one square in two kinds' bitboards */
	bad.kind_bb[CAT] |= bb_square(SQ("a1"));
	ck_assert(!position_valid(&bad));
	bad = pos; /* a square in both colours */
	bad.color_bb[SILVER] |= bb_square(SQ("a1"));
	ck_assert(!position_valid(&bad));
	bad = pos; /* a hash that is not the board's */
	bad.hash ^= 1;
	ck_assert(!position_valid(&bad));
	bad = pos; /* the side to move changed without the hash */
	bad.side = SILVER;
	ck_assert(!position_valid(&bad));
	position_set_side(&bad, GOLD);
	position_set_side(&bad, SILVER);
	ck_assert(!position_valid(&bad));
	bad = pos;
	position_set_side(&bad, SILVER);
	ck_assert(position_valid(&bad));
}
END_TEST

START_TEST(clear_empties_every_board)
{
	struct position pos;
	fixture_position(&pos, opening, SILVER);
	position_clear(&pos, GOLD);
	ck_assert(position_occupied(&pos) == 0);
	for (int k = 0; k < KIND_NB; k++)
		ck_assert(pos.kind_bb[k] == 0);
	for (int sq = 0; sq < SQUARE_NB; sq++)
		ck_assert_int_eq(position_at(&pos, sq), PIECE_NONE);
	ck_assert_int_eq(pos.side, GOLD);
	fixture_assert_consistent(&pos);
}
END_TEST

START_TEST(put_keeps_bitboards_mailbox_and_hash)
{
	struct position pos;
	position_clear(&pos, GOLD);
	position_put(&pos, SQ("d4"), PC('E'));
	fixture_assert_consistent(&pos);
	position_put(&pos, SQ("d5"), PC('c'));
	position_put(&pos, SQ("h8"), PC('r'));
	position_put(&pos, SQ("a1"), PC('R'));
	fixture_assert_consistent(&pos);
	ck_assert(position_pieces(&pos, GOLD, ELEPHANT) == bb_square(SQ("d4")));
	ck_assert(position_pieces(&pos, SILVER, CAT) == bb_square(SQ("d5")));
	ck_assert(pos.kind_bb[RABBIT] == (bb_square(SQ("h8")) | bb_square(SQ("a1"))));
	ck_assert_int_eq(bb_count(position_occupied(&pos)), 4);
}
END_TEST

START_TEST(remove_keeps_bitboards_mailbox_and_hash)
{
	struct position pos, empty;
	fixture_position(&pos, opening, GOLD);
	ck_assert_int_eq(position_remove(&pos, SQ("e2")), PC('E'));
	fixture_assert_consistent(&pos);
	ck_assert_int_eq(position_at(&pos, SQ("e2")), PIECE_NONE);
	ck_assert_int_eq(position_count(&pos, GOLD, ELEPHANT), 0);
	/* removing from an empty square changes nothing */
	uint64_t h = pos.hash;
	ck_assert_int_eq(position_remove(&pos, SQ("e4")), PIECE_NONE);
	ck_assert(pos.hash == h);
	fixture_assert_consistent(&pos);
	/* removing everything gives the empty board's hash */
	for (int sq = 0; sq < SQUARE_NB; sq++)
		position_remove(&pos, sq);
	position_clear(&empty, GOLD);
	ck_assert(pos.hash == empty.hash);
	fixture_assert_consistent(&pos);
}
END_TEST

START_TEST(move_keeps_bitboards_mailbox_and_hash)
{
	struct position pos, direct;
	fixture_position(&pos, opening, GOLD);
	position_move(&pos, SQ("e2"), SQ("e3"));
	position_move(&pos, SQ("e3"), SQ("e4"));
	position_move(&pos, SQ("d7"), SQ("d6"));
	fixture_assert_consistent(&pos);
	ck_assert_int_eq(position_at(&pos, SQ("e4")), PC('E'));
	ck_assert_int_eq(position_at(&pos, SQ("e2")), PIECE_NONE);
	ck_assert_int_eq(position_at(&pos, SQ("d6")), PC('m'));
	fixture_position(&direct,
		"rrrrrrrr"
		"hdc.ecdh"
		"...m...."
		"........"
		"....E..."
		"........"
		"HDCM.CDH"
		"RRRRRRRR", GOLD);
	ck_assert(position_same_board(&pos, &direct));
	ck_assert(pos.hash == direct.hash);
}
END_TEST

START_TEST(move_and_back_restores_hash)
{
	struct position pos;
	fixture_position(&pos, opening, SILVER);
	uint64_t h = pos.hash;
	position_move(&pos, SQ("a7"), SQ("a6"));
	ck_assert(pos.hash != h);
	position_move(&pos, SQ("a6"), SQ("a7"));
	ck_assert(pos.hash == h);
	fixture_assert_consistent(&pos);
}
END_TEST

START_TEST(hash_does_not_depend_on_placing_order)
{
	struct position a, b;
	position_clear(&a, GOLD);
	position_clear(&b, GOLD);
	position_put(&a, SQ("c4"), PC('D'));
	position_put(&a, SQ("f5"), PC('m'));
	position_put(&a, SQ("b2"), PC('R'));
	position_put(&b, SQ("b2"), PC('R'));
	position_put(&b, SQ("f5"), PC('m'));
	position_put(&b, SQ("c4"), PC('D'));
	ck_assert(a.hash == b.hash);
}
END_TEST

START_TEST(hash_tells_side_to_move)
{
	struct position pos;
	fixture_position(&pos, opening, GOLD);
	uint64_t gold = pos.hash;
	position_set_side(&pos, SILVER);
	ck_assert_int_eq(pos.side, SILVER);
	ck_assert(pos.hash != gold);
	fixture_assert_consistent(&pos);
	position_set_side(&pos, SILVER);
	fixture_assert_consistent(&pos);
	position_set_side(&pos, GOLD);
	ck_assert(pos.hash == gold);
}
END_TEST

START_TEST(hash_tells_colour_kind_and_square)
{
	struct position a, b;
	position_clear(&a, GOLD);
	position_clear(&b, GOLD);
	position_put(&a, SQ("d4"), PC('D'));
	position_put(&b, SQ("d4"), PC('d'));
	ck_assert(a.hash != b.hash);
	position_remove(&b, SQ("d4"));
	position_put(&b, SQ("d4"), PC('C'));
	ck_assert(a.hash != b.hash);
	position_remove(&b, SQ("d4"));
	position_put(&b, SQ("d5"), PC('D'));
	ck_assert(a.hash != b.hash);
}
END_TEST

START_TEST(same_board_ignores_side_to_move)
{
	struct position a, b;
	fixture_position(&a, opening, GOLD);
	fixture_position(&b, opening, SILVER);
	ck_assert(position_same_board(&a, &b));
	position_move(&b, SQ("a2"), SQ("a3"));
	ck_assert(!position_same_board(&a, &b));
}
END_TEST

START_TEST(stronger_lists_the_stronger_pieces_of_a_colour)
{
	struct position pos;
	fixture_position(&pos, opening, GOLD);
	ck_assert(position_stronger(&pos, GOLD, HORSE) ==
		  (bb_square(SQ("d2")) | bb_square(SQ("e2"))));
	ck_assert(position_stronger(&pos, SILVER, CAMEL) == bb_square(SQ("e7")));
	ck_assert(position_stronger(&pos, SILVER, ELEPHANT) == 0);
	ck_assert_int_eq(bb_count(position_stronger(&pos, GOLD, RABBIT)), 8);
}
END_TEST

START_TEST(piece_beside_stronger_enemy_is_frozen)
{
	struct position pos;
	fixture_position(&pos,
		"........"
		"........"
		"........"
		"...c...."
		"...R...."
		"........"
		"........"
		"........", GOLD);
	ck_assert(position_frozen(&pos, SQ("d4")));
	ck_assert(!position_frozen(&pos, SQ("d5")));
}
END_TEST

START_TEST(freezing_works_for_silver_too)
{
	struct position pos;
	fixture_position(&pos,
		"........"
		"........"
		"........"
		"...r...."
		"...H...."
		"........"
		"........"
		"........", SILVER);
	ck_assert(position_frozen(&pos, SQ("d5")));
	ck_assert(!position_frozen(&pos, SQ("d4")));
}
END_TEST

START_TEST(equal_enemy_does_not_freeze)
{
	struct position pos;
	fixture_position(&pos,
		"........"
		"........"
		"........"
		"...d...."
		"...D...."
		"........"
		"........"
		"........", GOLD);
	ck_assert(!position_frozen(&pos, SQ("d4")));
	ck_assert(!position_frozen(&pos, SQ("d5")));
}
END_TEST

START_TEST(weaker_enemy_does_not_freeze)
{
	struct position pos;
	fixture_position(&pos,
		"........"
		"........"
		"........"
		"..rcr..."
		"...D...."
		"........"
		"........"
		"........", GOLD);
	ck_assert(!position_frozen(&pos, SQ("d4")));
}
END_TEST

START_TEST(diagonal_enemy_does_not_freeze)
{
	struct position pos;
	fixture_position(&pos,
		"........"
		"........"
		"........"
		"..e.e..."
		"...R...."
		"..e.e..."
		"........"
		"........", GOLD);
	ck_assert(!position_frozen(&pos, SQ("d4")));
}
END_TEST

START_TEST(friend_beside_unfreezes)
{
	struct position pos;
	fixture_position(&pos,
		"........"
		"........"
		"........"
		"...e...."
		"...HR..."
		"........"
		"........"
		"........", GOLD);
	/* a friend of any strength beside the piece unfreezes it */
	ck_assert(!position_frozen(&pos, SQ("d4")));
	ck_assert(!position_frozen(&pos, SQ("e4")));
}
END_TEST

START_TEST(diagonal_friend_does_not_unfreeze)
{
	struct position pos;
	fixture_position(&pos,
		"........"
		"........"
		"........"
		"...e...."
		"...H...."
		"....R..."
		"........"
		"........", GOLD);
	ck_assert(position_frozen(&pos, SQ("d4")));
}
END_TEST

START_TEST(elephant_is_never_frozen)
{
	struct position pos;
	fixture_position(&pos,
		"........"
		"........"
		"........"
		"...m...."
		"..hEe..."
		"...d...."
		"........"
		"........", GOLD);
	ck_assert(!position_frozen(&pos, SQ("d4")));
}
END_TEST

START_TEST(lonely_piece_on_trap_is_captured)
{
	struct position pos;
	int sqs[4] = { -1, -1, -1, -1 }, pieces[4] = { 0 };
	fixture_position(&pos,
		"........"
		"........"
		"........"
		"........"
		"........"
		"..C....."
		"........"
		"........", GOLD);
	ck_assert_int_eq(position_capture(&pos, sqs, pieces), 1);
	ck_assert_int_eq(sqs[0], SQ("c3"));
	ck_assert_int_eq(pieces[0], PC('C'));
	ck_assert_int_eq(position_at(&pos, SQ("c3")), PIECE_NONE);
	ck_assert(position_occupied(&pos) == 0);
	fixture_assert_consistent(&pos);
}
END_TEST

START_TEST(unsupported_trap_finds_a_piece_alone_on_a_trap)
{
	struct position pos;
	fixture_position(&pos,
		"........"
		"........"
		".....r.."
		"........"
		"........"
		"..C....."
		"..R....."
		"........", GOLD);
	/* C on c3 has R beside it; r on f6 is alone */
	ck_assert_int_eq(position_unsupported_trap(&pos), SQ("f6"));
	position_remove(&pos, SQ("c2"));
	ck_assert_int_eq(position_unsupported_trap(&pos), SQ("c3")); /* the first, from a1 up */
	position_remove(&pos, SQ("c3"));
	position_remove(&pos, SQ("f6"));
	ck_assert_int_eq(position_unsupported_trap(&pos), -1);
}
END_TEST

START_TEST(piece_on_trap_with_friend_beside_survives)
{
	struct position pos;
	/* one friend on each side of each trap in turn */
	static const char *const boards[4] = {
		"........" "........" "........" "........" "........" "..C....." "..R....." "........",
		"........" "........" "........" "........" "..r....." "..c....." "........" "........",
		"........" "........" "....de.." "........" "........" "........" "........" "........",
		"........" "........" ".mh....." "........" "........" "........" "........" "........",
	};
	for (int i = 0; i < 4; i++) {
		fixture_position(&pos, boards[i], GOLD);
		uint64_t h = pos.hash;
		ck_assert_int_eq(position_capture(&pos, NULL, NULL), 0);
		ck_assert(pos.hash == h);
		ck_assert_int_eq(bb_count(position_occupied(&pos)), 2);
	}
}
END_TEST

START_TEST(enemy_beside_trap_does_not_protect)
{
	struct position pos;
	fixture_position(&pos,
		"........"
		"........"
		"........"
		"........"
		"..r....."
		".rCr...."
		"..r....."
		"........", GOLD);
	ck_assert_int_eq(position_capture(&pos, NULL, NULL), 1);
	ck_assert_int_eq(position_at(&pos, SQ("c3")), PIECE_NONE);
	ck_assert_int_eq(bb_count(position_occupied(&pos)), 4);
	fixture_assert_consistent(&pos);
}
END_TEST

START_TEST(diagonal_friend_does_not_protect_trap)
{
	struct position pos;
	fixture_position(&pos,
		"........"
		"....d.d."
		".....d.."
		"....d.d."
		"........"
		"........"
		"........"
		"........", SILVER);
	ck_assert_int_eq(position_capture(&pos, NULL, NULL), 1);
	ck_assert_int_eq(position_at(&pos, SQ("f6")), PIECE_NONE);
	fixture_assert_consistent(&pos);
}
END_TEST

START_TEST(captures_on_all_four_traps_at_once)
{
	struct position pos;
	int sqs[4], pieces[4];
	fixture_position(&pos,
		"........"
		"........"
		"..e..R.."
		"........"
		"........"
		"..M..r.."
		"........"
		"........", GOLD);
	ck_assert_int_eq(position_capture(&pos, sqs, pieces), 4);
	ck_assert(position_occupied(&pos) == 0);
	bitboard seen = 0;
	for (int i = 0; i < 4; i++) {
		seen |= bb_square(sqs[i]);
		ck_assert_int_ne(pieces[i], PIECE_NONE);
	}
	ck_assert(seen == BB_TRAPS);
	fixture_assert_consistent(&pos);
}
END_TEST

START_TEST(pieces_off_traps_are_never_captured)
{
	struct position pos;
	fixture_position(&pos,
		"........"
		"........"
		".r.c...."
		"........"
		"........"
		".R.C...."
		"........"
		"........", GOLD);
	ck_assert_int_eq(position_capture(&pos, NULL, NULL), 0);
	ck_assert_int_eq(bb_count(position_occupied(&pos)), 4);
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
/* bb_count, by the instruction where the processor has it, and
 * bb_count_soft, by arithmetic, agree with the compiler's builtin (GCC's
 * library function without -mpopcnt, a third way); and where Linux says
 * the processor has popcnt, bb_count uses it. */
START_TEST(squares_are_counted_as_the_builtin_counts_them)
{
	const bitboard edges[] = { 0, ~UINT64_C(0), 1, UINT64_C(1) << 63, UINT64_C(0x5555555555555555),
				   UINT64_C(0xaaaaaaaaaaaaaaaa), UINT64_C(0x8000000000000001), UINT64_C(0x00ff00ff00ff00ff) };
	for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++) {
		ck_assert_int_eq(bb_count_soft(edges[i]), __builtin_popcountll(edges[i]));
		ck_assert_int_eq(bb_count(edges[i]), __builtin_popcountll(edges[i]));
	}
	uint64_t x = UINT64_C(0x9e3779b97f4a7c15);
	for (int i = 0; i < 100000; i++) {
		/* xorshift64; sparse and dense boards as well as even ones */
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		bitboard b = i % 3 == 0 ? x & (x >> 11) : i % 3 == 1 ? x | (x << 19) : x;
		ck_assert_int_eq(bb_count_soft(b), __builtin_popcountll(b));
		ck_assert_int_eq(bb_count(b), __builtin_popcountll(b));
	}
#if defined(__x86_64__) && defined(__linux__)
	FILE *f = fopen("/proc/cpuinfo", "r");
	if (f) {
		char line[8192];
		bool has = false;
		while (!has && fgets(line, sizeof line, f))
			has = strncmp(line, "flags", 5) == 0 && strstr(line, " popcnt");
		fclose(f);
		if (has)
			ck_assert_msg(bb_popcnt, "the processor has popcnt, but bb_count counts by arithmetic");
	}
#endif
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("position");
	TCase *tc = tcase_create("board");
	tcase_add_test(tc, board_string_places_pieces_where_notation_says);
	tcase_add_test(tc, squares_are_counted_as_the_builtin_counts_them);
	tcase_add_test(tc, clear_empties_every_board);
	tcase_add_test(tc, put_keeps_bitboards_mailbox_and_hash);
	tcase_add_test(tc, remove_keeps_bitboards_mailbox_and_hash);
	tcase_add_test(tc, move_keeps_bitboards_mailbox_and_hash);
	tcase_add_test(tc, move_and_back_restores_hash);
	tcase_add_test(tc, hash_does_not_depend_on_placing_order);
	tcase_add_test(tc, hash_tells_side_to_move);
	tcase_add_test(tc, position_valid_catches_every_disagreement);
	tcase_add_test(tc, hash_tells_colour_kind_and_square);
	tcase_add_test(tc, same_board_ignores_side_to_move);
	tcase_add_test(tc, stronger_lists_the_stronger_pieces_of_a_colour);
	suite_add_tcase(s, tc);

	tc = tcase_create("freezing");
	tcase_add_test(tc, piece_beside_stronger_enemy_is_frozen);
	tcase_add_test(tc, freezing_works_for_silver_too);
	tcase_add_test(tc, equal_enemy_does_not_freeze);
	tcase_add_test(tc, weaker_enemy_does_not_freeze);
	tcase_add_test(tc, diagonal_enemy_does_not_freeze);
	tcase_add_test(tc, friend_beside_unfreezes);
	tcase_add_test(tc, diagonal_friend_does_not_unfreeze);
	tcase_add_test(tc, elephant_is_never_frozen);
	suite_add_tcase(s, tc);

	tc = tcase_create("traps");
	tcase_add_test(tc, lonely_piece_on_trap_is_captured);
	tcase_add_test(tc, unsupported_trap_finds_a_piece_alone_on_a_trap);
	tcase_add_test(tc, piece_on_trap_with_friend_beside_survives);
	tcase_add_test(tc, enemy_beside_trap_does_not_protect);
	tcase_add_test(tc, diagonal_friend_does_not_protect_trap);
	tcase_add_test(tc, captures_on_all_four_traps_at_once);
	tcase_add_test(tc, pieces_off_traps_are_never_captured);
	suite_add_tcase(s, tc);
	return s;
}

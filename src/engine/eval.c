/* eval.c: the built-in player's static judgement of a position, with the
 * goal and capture threats of the side to move found by looking at the
 * board around its rabbits and the traps (no search here). */
#include "config.h"
#include "core/game.h"
#include "engine/eval.h"

/* What the last of n rabbits is worth: the fewer are left, the more each
 * one counts (the last ones stand between a side and elimination). */
static const int eval_rabbit_last[9] = { 0, 400, 300, 230, 180, 150, 125, 110, 100 };

int eval_piece_value(enum kind k, int rabbits)
{
	static const int value[KIND_NB] = { 100, 150, 200, 350, 550, 800 };
	if (k == RABBIT)
		return eval_rabbit_last[rabbits < 0 ? 0 : rabbits > 8 ? 8 : rabbits];
	return value[k];
}

bool eval_decided(const struct position *pos, enum color *winner)
{
	return game_board_verdict(pos, false, winner) != REASON_NONE;
}

/* Whether the rabbit on sq of side c has a free path to its goal within
 * `steps` steps, its friends being `friends` (the rabbit itself left out). */
static bool eval_rabbit_path(const struct position *pos, int sq, enum color c, bitboard friends, int steps)
{
	bitboard enemies = pos->color_bb[color_other(c)] & ~position_pieces(pos, color_other(c), RABBIT);
	bitboard empty = ~position_occupied(pos) | bb_square(sq);
	bitboard goal = bb_goal_rank(c);
	bitboard frontier = bb_square(sq), seen = frontier;
	for (int d = 0; d < steps && frontier; d++) {
		bitboard fwd = c == GOLD ? frontier << 8 : frontier >> 8;
		bitboard side = ((frontier & ~BB_FILE_H) << 1) | ((frontier & ~BB_FILE_A) >> 1);
		bitboard next = (fwd | side) & empty & ~seen;
		if (next & goal)
			return true;
		seen |= next;
		/* A rabbit may not stay on a trap without a friend, and stops
		 * where a stronger enemy freezes it. */
		bitboard guarded = bb_neighbors(friends);
		next &= ~(BB_TRAPS & ~guarded);
		next &= ~(bb_neighbors(enemies) & ~guarded);
		frontier = next;
	}
	return false;
}

bool eval_goal_threat(const struct position *pos)
{
	enum color c = pos->side;
	bitboard rabbits = position_pieces(pos, c, RABBIT);
	bitboard reach = c == GOLD ? (BB_RANK_8 >> 32) | (BB_RANK_8 >> 24) | (BB_RANK_8 >> 16) | (BB_RANK_8 >> 8)
				   : (BB_RANK_1 << 32) | (BB_RANK_1 << 24) | (BB_RANK_1 << 16) | (BB_RANK_1 << 8);
	rabbits &= reach;
	while (rabbits) {
		int sq = bb_first(rabbits);
		rabbits &= rabbits - 1;
		if (position_frozen(pos, sq))
			continue;
		if (eval_rabbit_path(pos, sq, c, pos->color_bb[c] & ~bb_square(sq), 4))
			return true;
	}
	return false;
}

/* Whether a piece of side c stronger than the piece on sq, not frozen,
 * stands within three steps of sq (beside it, or able to come beside it
 * and still have the two steps of a push or pull). */
static bool eval_attacker(const struct position *pos, int sq, enum color c)
{
	bitboard near = bb_neighbors(bb_square(sq));
	near |= bb_neighbors(near);
	near |= bb_neighbors(near);
	near &= position_stronger(pos, c, piece_kind(pos->board[sq]));
	while (near) {
		int a = bb_first(near);
		near &= near - 1;
		if (!position_frozen(pos, a))
			return true;
	}
	return false;
}

int eval_capture_threat(const struct position *pos)
{
	enum color c = pos->side, t = color_other(c);
	int rabbits = position_count(pos, t, RABBIT), best = 0;
	bitboard traps = BB_TRAPS;
	while (traps) {
		int trap = bb_first(traps);
		traps &= traps - 1;
		bitboard around = bb_neighbors(bb_square(trap));
		bitboard guards = around & pos->color_bb[t];
		int on = pos->board[trap];
		if (on == PIECE_NONE) {
			/* A lone piece beside an empty trap pushed onto it. */
			if (bb_count(guards) != 1)
				continue;
			int sq = bb_first(guards);
			if (eval_attacker(pos, sq, c)) {
				int v = eval_piece_value(piece_kind(pos->board[sq]), rabbits);
				if (v > best)
					best = v;
			}
		} else if (piece_color(on) == t && bb_count(guards) == 1) {
			/* A piece on a trap whose only guard can be chased away. */
			int g = bb_first(guards);
			if (eval_attacker(pos, g, c)) {
				int v = eval_piece_value(piece_kind(on), rabbits);
				if (v > best)
					best = v;
			}
		}
	}
	return best;
}

/* Material, rabbits' advance, frozen pieces and the elephant's place for side c. */
static int eval_side(const struct position *pos, enum color c)
{
	static const int advance[8] = { 0, 0, 4, 10, 20, 35, 60, 0 };
	static const bitboard centre = UINT64_C(0x00003c3c3c3c0000);
	int rabbits = position_count(pos, c, RABBIT), score = 0;
	for (int n = 1; n <= rabbits && n <= 8; n++)
		score += eval_rabbit_last[n];
	bitboard mine = pos->color_bb[c];
	while (mine) {
		int sq = bb_first(mine);
		mine &= mine - 1;
		enum kind k = piece_kind(pos->board[sq]);
		int v = eval_piece_value(k, rabbits);
		if (k != RABBIT)
			score += v;
		if (k == RABBIT) {
			int r = square_rank(sq);
			score += advance[c == GOLD ? r : 7 - r];
		}
		if (k == ELEPHANT && (centre & bb_square(sq)))
			score += 20;
		if (k != RABBIT && position_frozen(pos, sq))
			score -= v / 10;
	}
	return score;
}

/* Who holds the traps, from the view of side c. */
static int eval_traps(const struct position *pos, enum color c)
{
	enum color t = color_other(c);
	int score = 0;
	bitboard traps = BB_TRAPS;
	while (traps) {
		int trap = bb_first(traps);
		traps &= traps - 1;
		bitboard around = bb_neighbors(bb_square(trap));
		int mine = bb_count(around & pos->color_bb[c]);
		int theirs = bb_count(around & pos->color_bb[t]);
		int diff = mine - theirs;
		if (diff > 2)
			diff = 2;
		if (diff < -2)
			diff = -2;
		score += diff * 12;
		for (int k = ELEPHANT; k >= RABBIT; k--) {
			bool m = around & position_pieces(pos, c, (enum kind)k);
			bool e = around & position_pieces(pos, t, (enum kind)k);
			if (m != e) {
				score += m ? 15 : -15;
				break;
			}
			if (m)
				break;
		}
	}
	return score;
}

int eval_position(const struct position *pos)
{
	enum color c = pos->side, t = color_other(c);
	int score = eval_side(pos, c) - eval_side(pos, t) + eval_traps(pos, c);
	if (eval_goal_threat(pos))
		return score + 10000;
	score += eval_capture_threat(pos) * 2 / 3;
	return score;
}

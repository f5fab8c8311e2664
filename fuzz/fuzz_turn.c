/* fuzz_turn.c: random steps through the turn API from a position built from
 * the input, checking the invariants the screens rely on: undo restores the
 * exact position, hash and state; turn_legal_steps lists exactly the steps
 * turn_check accepts; the hash stays the hash of the board; and, at the start
 * of each turn, movegen_count equals the number of distinct results
 * movegen_list lists, each of which replays legally to its hash (with at
 * most sixteen pieces on the board, to keep the target fast). */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "core/movegen.h"
#include "core/turn.h"
#include "fuzz.h"

enum { FUZZ_TURN_MAX_TURNS = 8, FUZZ_TURN_MAX_LISTED = 1 << 20 };

struct fuzz_input {
	const uint8_t *data;
	size_t size, at;
};

/* The next input byte, 0 once the input is used up. */
static unsigned fuzz_byte(struct fuzz_input *in)
{
	return in->at < in->size ? in->data[in->at++] : 0;
}

/* Whether two turn states are equal. */
static bool fuzz_same_state(const struct turn_state *a, const struct turn_state *b)
{
	return a->push_square == b->push_square && a->push_kind == b->push_kind &&
	       a->pull_square == b->pull_square && a->pull_kind == b->pull_kind;
}

/* Aborts unless turn_check accepts exactly the steps turn_legal_steps lists. */
static void fuzz_check_legal(const struct turn *t, const struct step *legal, int n)
{
	int accepted = 0;
	for (int i = 0; i < n; i++) {
		FUZZ_ASSERT(turn_check(t, legal[i], NULL) == STEP_OK, "a listed step is refused by turn_check");
		for (int j = 0; j < i; j++)
			FUZZ_ASSERT(legal[i].from != legal[j].from || legal[i].to != legal[j].to, "a step listed twice");
	}
	for (int sq = 0; sq < SQUARE_NB; sq++) {
		if (t->pos.board[sq] == PIECE_NONE)
			continue;
		for (int d = 0; d < DIR_NB; d++) {
			int to = square_step(sq, (enum dir)d);
			if (to < 0)
				continue;
			struct step s = { t->pos.board[sq], (uint8_t)sq, (uint8_t)to };
			enum step_error e = turn_check(t, s, NULL);
			FUZZ_ASSERT(e < STEP_ERR_NB, "unknown step error");
			if (e == STEP_OK)
				accepted++;
		}
	}
	FUZZ_ASSERT(accepted == n, "turn_check accepts a step turn_legal_steps does not list");
	/* a step naming the wrong piece, or off the board, is refused */
	if (n > 0) {
		struct step s = legal[0];
		s.piece = (uint8_t)(s.piece % (PIECE_NB - 1) + 1);
		if (s.piece != legal[0].piece)
			FUZZ_ASSERT(turn_check(t, s, NULL) != STEP_OK, "a step naming another piece is accepted");
		s = legal[0];
		s.to = 64;
		FUZZ_ASSERT(turn_check(t, s, NULL) == STEP_ERR_OFF_BOARD, "a step off the board is not STEP_ERR_OFF_BOARD");
	}
}

/* Orders hashes for qsort. */
static int fuzz_hash_cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

/* Aborts unless the generator's count equals the distinct results it lists, each reached legally. */
static void fuzz_check_movegen(struct movegen *mg, const struct position *pos, const struct history *h,
			       struct fuzz_input *in)
{
	const struct movegen_turn *list;
	long count = movegen_count(mg, pos, h);
	long n = movegen_list(mg, pos, h, &list);

	if (count < 0 || n < 0)
		return;
	FUZZ_ASSERT(count == n, "movegen_count and movegen_list disagree");
	if (n > FUZZ_TURN_MAX_LISTED)
		return;
	uint64_t *hashes = malloc((size_t)n * sizeof *hashes + 1);
	if (!hashes)
		return;
	for (long i = 0; i < n; i++)
		hashes[i] = list[i].hash;
	qsort(hashes, (size_t)n, sizeof *hashes, fuzz_hash_cmp);
	for (long i = 1; i < n; i++)
		FUZZ_ASSERT(hashes[i] != hashes[i - 1], "movegen_list lists one result twice");
	free(hashes);
	/* replay a few of the listed turns, chosen by the input */
	for (int k = 0; k < 4 && n > 0; k++) {
		const struct movegen_turn *m = &list[(fuzz_byte(in) * 257u + fuzz_byte(in)) % (unsigned long)n];
		struct turn t;
		struct position after;
		turn_begin(&t, pos);
		FUZZ_ASSERT(m->nsteps >= 1 && m->nsteps <= TURN_MAX_STEPS, "a listed turn with no or too many steps");
		for (int s = 0; s < m->nsteps; s++)
			FUZZ_ASSERT(turn_step(&t, m->steps[s]) == STEP_OK, "a listed turn has an illegal step");
		FUZZ_ASSERT(turn_can_end(&t, h) == TURN_END_OK, "a listed turn may not end");
		turn_result(&t, &after);
		FUZZ_ASSERT(after.hash == m->hash, "a listed turn reaches another hash than listed");
		FUZZ_ASSERT(!position_same_board(&after, pos), "the unchanged position is listed");
		fuzz_check_position(&after);
	}
	enum movegen_status st = movegen_status(mg, pos, h);
	if (st != MOVEGEN_NO_MEMORY)
		FUZZ_ASSERT((st == MOVEGEN_CAN_MOVE) == (n > 0), "movegen_status disagrees with the count");
}

/* Builds a position from the input: up to 32 (square, piece) pairs, then the side. */
static void fuzz_build(struct fuzz_input *in, struct position *pos)
{
	unsigned npieces = fuzz_byte(in) % 33;
	position_clear(pos, GOLD);
	for (unsigned i = 0; i < npieces; i++) {
		int sq = (int)(fuzz_byte(in) % SQUARE_NB);
		int p = (int)(fuzz_byte(in) % (PIECE_NB - 1)) + 1;
		if (position_at(pos, sq) == PIECE_NONE)
			position_put(pos, sq, p);
	}
	/* traps with no friend beside them are emptied, as after any step */
	position_capture(pos, NULL, NULL);
	position_set_side(pos, fuzz_byte(in) & 1 ? SILVER : GOLD);
	fuzz_check_position(pos);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct movegen *mg;
	struct fuzz_input in = { data, size, 0 };
	struct position pos;
	struct history h;
	struct step legal[TURN_MAX_LEGAL];

	if (!mg && !(mg = movegen_new()))
		return 0;
	history_init(&h);
	fuzz_build(&in, &pos);
	for (int turns = 0; turns < FUZZ_TURN_MAX_TURNS && in.at < in.size; turns++) {
		struct turn t;
		if (turns == 0 && fuzz_byte(&in) % 2 == 0 && bb_count(position_occupied(&pos)) <= 16)
			fuzz_check_movegen(mg, &pos, &h, &in);
		turn_begin(&t, &pos);
		for (int actions = 0; actions < 16 && in.at < in.size; actions++) {
			int n = turn_legal_steps(&t, legal);
			FUZZ_ASSERT(n >= 0 && n <= TURN_MAX_LEGAL, "turn_legal_steps count out of range");
			fuzz_check_legal(&t, legal, n);
			unsigned b = fuzz_byte(&in);
			if (b % 5 == 0 && t.nsteps > 0) {
				struct turn copy = t;
				FUZZ_ASSERT(turn_undo(&t), "undo refused after a step");
				FUZZ_ASSERT(fuzz_same_position(&t.pos, &copy.before[copy.nsteps - 1]),
					    "undo does not restore the position before the step");
				FUZZ_ASSERT(fuzz_same_state(&t.state, &copy.state_before[copy.nsteps - 1]),
					    "undo does not restore the turn state");
				continue;
			}
			if (b % 5 == 1 || n == 0)
				break;
			struct position before = t.pos;
			struct turn_state state = t.state;
			int nsteps = t.nsteps;
			struct step s = legal[(b / 5) % (unsigned)n];
			FUZZ_ASSERT(turn_step(&t, s) == STEP_OK, "a listed step is refused by turn_step");
			FUZZ_ASSERT(t.nsteps == nsteps + 1, "a step did not count");
			fuzz_check_position(&t.pos);
			FUZZ_ASSERT(t.pos.side == before.side, "a step changed the side to move");
			FUZZ_ASSERT(t.pos.board[s.from] == PIECE_NONE, "the square a step left is not empty");
			/* undo and redo: the exact position and state come back */
			FUZZ_ASSERT(turn_undo(&t), "undo refused");
			FUZZ_ASSERT(t.nsteps == nsteps, "undo did not take the step back");
			FUZZ_ASSERT(fuzz_same_position(&t.pos, &before), "undo does not restore the exact position and hash");
			FUZZ_ASSERT(fuzz_same_state(&t.state, &state), "undo does not restore the turn state");
			FUZZ_ASSERT(turn_step(&t, s) == STEP_OK, "a step refused after undoing it");
			/* an illegal step changes nothing */
			struct position now = t.pos;
			struct step bad = { s.piece, s.to, s.to };
			FUZZ_ASSERT(turn_step(&t, bad) != STEP_OK, "a step to its own square accepted");
			FUZZ_ASSERT(fuzz_same_position(&t.pos, &now) && t.nsteps == nsteps + 1, "an illegal step changed the turn");
		}
		enum turn_end e = turn_can_end(&t, &h);
		FUZZ_ASSERT(e < TURN_END_NB, "unknown turn end");
		if (t.nsteps == 0)
			FUZZ_ASSERT(e == TURN_END_NO_STEP, "a turn with no step may end");
		if (turn_push_pending(&t))
			FUZZ_ASSERT(e == TURN_END_PUSH_UNFINISHED || e == TURN_END_NO_STEP, "a turn with a push pending may end");
		if (t.nsteps > 0 && !turn_push_pending(&t) && position_same_board(&t.pos, &t.start))
			FUZZ_ASSERT(e == TURN_END_UNCHANGED, "a turn that changes nothing may end");
		if (e != TURN_END_OK)
			break;
		turn_result(&t, &pos);
		FUZZ_ASSERT(pos.side != t.start.side, "the side to move did not change");
		fuzz_check_position(&pos);
		if (history_add(&h, &pos) != 0)
			break;
		FUZZ_ASSERT(history_count(&h, &pos) <= 2, "a position occurred a third time");
	}
	history_free(&h);
	return 0;
}

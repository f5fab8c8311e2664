/* test_notation_treecheck.c: the check's reader of annotated records
 * (treerecord_check_each, which keeps the tree's shape and the core game's
 * last moves only) gives every game the verdict, illegal moves and errors
 * of the tree reader, on generated shapes: long games (past the moves the
 * check's reader keeps), takebacks over many moves and the same moves
 * played again, variations that replace or continue a move (nested, long,
 * cut by an illegal move, ended by a resignation and taken back), results
 * in the middle, the main line ending off the reader's path, several games,
 * the old rules. The comparison is fuzz/fuzz_tree.c's (linked in), which
 * make check also runs on every record of tests/data. */
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation/notation.h"
#include "notation/treerecord.h"
#include "fuzz.h"
#include "lib/test.h"

/* The moves of a generated game, one line each ("12s Hc5e"), and its text. */
struct shape {
	char **lines;
	char **alts;     /* another legal move instead of lines[i] (NULL if none found) */
	size_t n;
	char *out;
	size_t len, cap;
	uint64_t rng;
};

/* A random number (xorshift64). */
static uint64_t shape_rand(struct shape *s)
{
	s->rng ^= s->rng << 13;
	s->rng ^= s->rng >> 7;
	s->rng ^= s->rng << 17;
	return s->rng;
}

/* A random number below n (n > 0). */
static size_t shape_below(struct shape *s, size_t n)
{
	return (size_t)(shape_rand(s) % n);
}

/* Appends a line to the text. */
static void shape_put(struct shape *s, const char *line)
{
	size_t n = strlen(line);
	if (s->len + n + 2 > s->cap) {
		s->cap = (s->len + n + 2) * 2;
		s->out = realloc(s->out, s->cap);
		ck_assert_ptr_nonnull(s->out);
	}
	memcpy(s->out + s->len, line, n);
	s->len += n;
	s->out[s->len++] = '\n';
	s->out[s->len] = '\0';
}

/* Keeps one move line of the game, and another move instead (or NULL). */
static void shape_keep(struct shape *s, const char *line, const char *alt)
{
	s->lines = realloc(s->lines, (s->n + 1) * sizeof *s->lines);
	s->alts = realloc(s->alts, (s->n + 1) * sizeof *s->alts);
	ck_assert(s->lines && s->alts);
	s->lines[s->n] = strdup(line);
	s->alts[s->n] = alt ? strdup(alt) : NULL;
	ck_assert_ptr_nonnull(s->lines[s->n]);
	s->n++;
}

/* The line of g's last move, labelled, into line. */
static void shape_last_line(const struct game *g, char line[128])
{
	const struct game_move *m = game_last(g);
	char label[16];
	notation_label(m->number, m->side, label);
	size_t at = (size_t)snprintf(line, 128, "%s ", label);
	notation_turn(m->steps, m->nsteps, line + at, 128 - at);
}

/* Makes a game of up to plies turns of one step after the usual setups:
 * pieces stepped at random, rabbits sideways unless nothing else can step
 * or rabbits is set (so that the game lasts), some captured on the traps,
 * often a step back (so that positions come again; under the old rules a
 * third time loses, under today's a refused third time may end the game's
 * lines, illegal). */
static void shape_game(struct shape *s, size_t plies, bool old_rules, bool rabbits)
{
	static const char *const setups[] = {
		"1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2",
		"1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7",
	};
	static const int dirs[4] = { 8, -8, 1, -1 };
	struct step last[2];
	bool has_last[2] = { false, false };
	struct game g;
	struct record_error err;
	game_init(&g);
	g.old_rules = old_rules;
	for (int i = 0; i < 2; i++) {
		ck_assert_int_eq(record_play_line(&g, setups[i], &err), 0);
		shape_keep(s, setups[i], NULL);
	}
	for (size_t k = 0; k < plies && g.phase == GAME_PLAY; k++) {
		/* another legal step here, played and taken back */
		char alt[128];
		bool has_alt = false;
		for (int tries = 0; tries < 300 && !has_alt; tries++) {
			struct step a = { 0, (uint8_t)shape_below(s, 64), 0 };
			int dir = dirs[shape_below(s, 4)], to = a.from + dir;
			a.piece = (uint8_t)position_at(&g.pos, a.from);
			if (a.piece == 0 || piece_color(a.piece) != g.pos.side || to < 0 || to >= 64 ||
			    ((dir == 1 || dir == -1) && to / 8 != a.from / 8))
				continue;
			a.to = (uint8_t)to;
			if (game_play_steps(&g, &a, 1, NULL, NULL, NULL) == GAME_PLAYED) {
				shape_last_line(&g, alt);
				ck_assert(game_takeback(&g));
				has_alt = true;
			}
		}
		enum game_outcome o = GAME_STEP_ILLEGAL;
		enum color side = g.pos.side;
		int number = g.number;
		struct step st;
		for (int tries = 0; tries < 2000 && o != GAME_PLAYED; tries++) {
			if (tries == 0 && has_last[side] && shape_below(s, old_rules ? 16 : 4) == 0 &&
			    position_at(&g.pos, last[side].to) == last[side].piece) {
				st = (struct step){ last[side].piece, last[side].to, last[side].from };
			} else {
				int from = (int)shape_below(s, 64), dir = dirs[shape_below(s, 4)], to = from + dir;
				int p = position_at(&g.pos, from);
				if (p == 0 || piece_color(p) != side || to < 0 || to >= 64 ||
				    (piece_kind(p) == RABBIT && dir != 1 && dir != -1 && !rabbits && tries < 1000) ||
				    ((dir == 1 || dir == -1) && to / 8 != from / 8))
					continue;
				st = (struct step){ (uint8_t)p, (uint8_t)from, (uint8_t)to };
			}
			o = game_play_steps(&g, &st, 1, NULL, NULL, NULL);
			if (o == GAME_CANNOT_END && shape_below(s, 100) == 0)
				break;
		}
		char line[128], label[16];
		notation_label(number, side, label);
		size_t at = (size_t)snprintf(line, sizeof line, "%s ", label);
		if (o == GAME_CANNOT_END) {   /* a third time: the game's last line, refused */
			notation_step(st, line + at);
			shape_keep(s, line, has_alt ? alt : NULL);
			break;
		}
		if (o != GAME_PLAYED)
			break;
		shape_last_line(&g, line);
		shape_keep(s, line, has_alt && strcmp(alt, line) != 0 ? alt : NULL);
		last[side] = st;
		has_last[side] = true;
	}
	game_free(&g);
}

/* The label of move line i ("12s"), into out. */
static void shape_label(const struct shape *s, size_t i, char out[16])
{
	size_t k = strcspn(s->lines[i], " ");
	memcpy(out, s->lines[i], k < 15 ? k : 15);
	out[k < 15 ? k : 15] = '\0';
}

/* Writes a variation of moves i.. (up to m of them) at depth depth. */
static void shape_variation(struct shape *s, size_t i, size_t m, int depth);

/* Writes moves i.. (up to end) as a line of play at nesting depth depth,
 * with takebacks, variations, comments, glyphs and results between them
 * (about one move in ten; those that cut the line, one in a hundred). */
static void shape_line(struct shape *s, size_t i, size_t end, int depth)
{
	size_t first = i;
	while (i < end) {
		shape_put(s, s->lines[i]);
		i++;
		size_t e = shape_below(s, 400);
		if (e < 12) {   /* takebacks, then the same moves again (a few, or very many) */
			size_t k = 1 + shape_below(s, e < 10 ? 3 : 300);
			if (k > i - first)
				k = i - first;
			for (size_t j = 0; j < k; j++)
				shape_put(s, "takeback");
			i -= k;
		} else if (e < 21) {   /* a variation that replaces the move (the same move first: one node) */
			shape_variation(s, i - 1, 1 + shape_below(s, e < 20 ? 6 : 400), depth);
		} else if (e < 28) {   /* a variation that continues it */
			shape_variation(s, i, 1 + shape_below(s, e < 27 ? 6 : 400), depth);
		} else if (e < 32) {
			shape_put(s, e < 30 ? "{a comment with \\} and [%eval 0.5]}" : "{a comment\ngoing on}");
		} else if (e < 36) {
			shape_put(s, e < 34 ? "!?" : "$14");
		} else if (e < 39 && i < s->n) {   /* a resignation, mostly taken back */
			char label[16], line[32];
			shape_label(s, i, label);
			snprintf(line, sizeof line, "%s resigns", label);
			shape_put(s, line);
			if (e < 38)
				shape_put(s, "takeback");
			else if (depth > 0)
				return;
		} else if (e == 39 && (depth > 0 || shape_below(s, 8) == 0)) {
			shape_put(s, s->lines[shape_below(s, s->n)]);   /* a move from elsewhere: mostly illegal here */
		} else if (e == 40 && depth > 0) {   /* more takebacks than the variation has moves */
			for (size_t j = 0; j <= i - first; j++)
				shape_put(s, "takeback");
			return;
		} else if (e < 45 && s->alts[i - 1]) {   /* another move instead, as a variation */
			shape_put(s, "(");
			shape_put(s, s->alts[i - 1]);
			shape_put(s, ")");
		} else if (e < 48 && s->alts[i - 1] && (depth > 0 || e == 47)) {
			/* taken back, another move played instead: the line ends there */
			shape_put(s, "takeback");
			shape_put(s, s->alts[i - 1]);
			return;
		}
	}
	/* a continuation block of another move after the line's last */
	if (i < s->n && s->alts[i] && shape_below(s, 3) == 0) {
		shape_put(s, "(");
		shape_put(s, s->alts[i]);
		if (shape_below(s, 2) && i + 1 < s->n)
			shape_put(s, s->lines[i + 1]);
		shape_put(s, ")");
	}
}

static void shape_variation(struct shape *s, size_t i, size_t m, int depth)
{
	if (depth >= 3 || i >= s->n)
		return;
	shape_put(s, "(");
	shape_line(s, i, i + m < s->n ? i + m : s->n, depth + 1);
	shape_put(s, ")");
}

/* Writes one game of shape number seed: its tags, its moves and what ends it. */
static void shape_text(struct shape *s, unsigned seed, bool second, bool old_rules)
{
	char tag[64];
	snprintf(tag, sizeof tag, "[Event \"shape %u%s\"]", seed, second ? " again" : "");
	shape_put(s, tag);
	if (old_rules ? shape_below(s, 4) != 0 : shape_below(s, 8) == 0)
		shape_put(s, "[Rules \"" RECORD_RULES_OLD "\"]");
	if (shape_below(s, 4) == 0)
		shape_put(s, shape_below(s, 2) ? "[Result \"1-0\"]" : "[Result \"0-1\"]");
	shape_put(s, "");
	size_t end = 2 + shape_below(s, s->n - 1);
	shape_line(s, 0, end, 0);
	switch (shape_below(s, 6)) {
	case 0:   /* the main line ends beyond where the reader stands */
		for (size_t j = 1 + shape_below(s, 300); j > 0; j--)
			shape_put(s, "takeback");
		break;
	case 1:
		shape_put(s, "1-0");
		break;
	case 2:
		shape_put(s, "0-1");
		break;
	case 3:
		shape_put(s, "*");
		break;
	default:
		break;
	}
}

/* Generated shapes: both readers agree on every game (fuzz_tree's entry
 * point aborts on the first difference, naming it). */
START_TEST(the_check_reader_agrees_with_the_tree_reader)
{
	unsigned seed = (unsigned)_i;
	if (seed % test_stride() != 0)
		return;   /* under valgrind, one shape in the stride */
	struct shape s;
	memset(&s, 0, sizeof s);
	s.rng = 0x9e3779b97f4a7c15ULL * (seed + 1);
	bool old_rules = seed % 4 == 1;
	shape_game(&s, 200 + shape_below(&s, 700), old_rules, seed % 8 == 3);
	ck_assert_uint_gt(s.n, 20);
	shape_text(&s, seed, false, old_rules);
	if (shape_below(&s, 3) == 0) {
		shape_put(&s, "");
		shape_text(&s, seed, true, old_rules);
	}
	/* what --check reads as an annotated record (its tags say so) */
	ck_assert(treerecord_detect(s.out, s.len));
	LLVMFuzzerTestOneInput((const uint8_t *)s.out, s.len);
	for (size_t i = 0; i < s.n; i++) {
		free(s.lines[i]);
		free(s.alts[i]);
	}
	free(s.lines);
	free(s.alts);
	free(s.out);
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("notation_treecheck");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, the_check_reader_agrees_with_the_tree_reader, 0, 160);
	suite_add_tcase(s, tc);
	return s;
}

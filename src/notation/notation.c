/* notation.c: pieces, squares, steps, captures, setups and move labels as
 * text, both ways; and the plain-words wording of the core's error codes. */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "notation/notation.h"
#include "notation/text.h"

static const char notation_letters[KIND_NB + 1] = "RCDHME";
static const char notation_dirs[DIR_NB + 1] = "nsew";

static const char *const notation_kinds[KIND_NB] = {
	"rabbit", "cat", "dog", "horse", "camel", "elephant"
};

static const char *const notation_kinds_a[KIND_NB] = {
	"a rabbit", "a cat", "a dog", "a horse", "a camel", "an elephant"
};

char notation_piece_char(int piece)
{
	if (piece <= PIECE_NONE || piece >= PIECE_NB)
		return '.';
	char c = notation_letters[piece_kind(piece)];
	return piece_color(piece) == GOLD ? c : (char)(c - 'A' + 'a');
}

int notation_piece_from_char(char c)
{
	for (int k = 0; k < KIND_NB; k++) {
		if (c == notation_letters[k])
			return piece_make(GOLD, (enum kind)k);
		if (c == notation_letters[k] - 'A' + 'a')
			return piece_make(SILVER, (enum kind)k);
	}
	return PIECE_NONE;
}

const char *notation_kind_name(enum kind k)
{
	return (unsigned)k < KIND_NB ? notation_kinds[k] : "piece";
}

const char *notation_kind_article(enum kind k)
{
	return (unsigned)k < KIND_NB ? notation_kinds_a[k] : "a piece";
}

const char *notation_color_name(enum color c)
{
	return c == GOLD ? "gold" : c == SILVER ? "silver" : "nobody";
}

const char *notation_color_title(enum color c)
{
	return c == GOLD ? "Gold" : "Silver";
}

void notation_square(int sq, char out[3])
{
	if (sq < 0 || sq >= SQUARE_NB) {
		out[0] = out[1] = '?';
	} else {
		out[0] = (char)('a' + square_file(sq));
		out[1] = (char)('1' + square_rank(sq));
	}
	out[2] = '\0';
}

int notation_square_read(const char *s)
{
	if (s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8')
		return -1;
	return square_make(s[0] - 'a', s[1] - '1');
}

void notation_step(struct step s, char out[5])
{
	enum dir d = s.from < SQUARE_NB && s.to < SQUARE_NB ? square_direction(s.from, s.to) : DIR_NB;
	out[0] = notation_piece_char(s.piece);
	notation_square(s.from, out + 1);
	out[3] = d < DIR_NB ? notation_dirs[d] : '?';
	out[4] = '\0';
}

void notation_capture(int piece, int sq, char out[5])
{
	out[0] = notation_piece_char(piece);
	notation_square(sq, out + 1);
	out[3] = 'x';
	out[4] = '\0';
}

void notation_placement(struct placement pl, char out[4])
{
	out[0] = notation_piece_char(pl.piece);
	notation_square(pl.square, out + 1);
	out[3] = '\0';
}

int notation_step_read(const char *s, size_t len, struct step *out)
{
	if (len != 4)
		return -1;
	int p = notation_piece_from_char(s[0]);
	int from = notation_square_read(s + 1);
	const char *d = strchr(notation_dirs, s[3]);
	if (p == PIECE_NONE || from < 0 || !d || s[3] == '\0')
		return -1;
	int to = square_step(from, (enum dir)(d - notation_dirs));
	out->piece = (uint8_t)p;
	out->from = (uint8_t)from;
	out->to = to < 0 ? SQUARE_NONE : (uint8_t)to;
	return 0;
}

int notation_capture_read(const char *s, size_t len, int *piece, int *square)
{
	if (len != 4 || s[3] != 'x')
		return -1;
	int p = notation_piece_from_char(s[0]);
	int sq = notation_square_read(s + 1);
	if (p == PIECE_NONE || sq < 0)
		return -1;
	*piece = p;
	*square = sq;
	return 0;
}

int notation_placement_read(const char *s, size_t len, struct placement *out)
{
	if (len != 3)
		return -1;
	int p = notation_piece_from_char(s[0]);
	int sq = notation_square_read(s + 1);
	if (p == PIECE_NONE || sq < 0)
		return -1;
	out->piece = (uint8_t)p;
	out->square = (uint8_t)sq;
	return 0;
}

int notation_label_read(const char *s, size_t len, int *number, enum color *side)
{
	size_t i = 0;
	long n = 0;
	while (i < len && s[i] >= '0' && s[i] <= '9') {
		n = n * 10 + (s[i] - '0');
		if (n > NOTATION_LABEL_MAX)
			return -1;
		i++;
	}
	if (i == 0 || i + 1 != len)
		return -1;
	switch (s[i]) {
	case 'g': case 'w': *side = GOLD; break;
	case 's': case 'b': *side = SILVER; break;
	default: return -1;
	}
	*number = (int)n;
	return 0;
}

void notation_label(int number, enum color side, char out[16])
{
	struct text_out o;
	text_out_init(&o, out, 16);
	text_out_printf(&o, "%d%c", number, side == GOLD ? 'g' : 's');
}

/* Appends a token of the turn to o, with a separating space after the first. */
static void notation_token(struct text_out *o, const char *tok)
{
	if (o->len)
		text_out_add(o, " ", 1);
	text_out_str(o, tok);
}

size_t notation_turn(const struct turn_step *steps, int n, char *buf, size_t size)
{
	struct text_out o;
	char tok[5];
	text_out_init(&o, buf, size);
	for (int i = 0; i < n; i++) {
		notation_step(steps[i].step, tok);
		notation_token(&o, tok);
		for (int c = 0; c < steps[i].ncaptures && c < 2; c++) {
			notation_capture(steps[i].capture_piece[c], steps[i].capture_square[c], tok);
			notation_token(&o, tok);
		}
	}
	return o.len;
}

size_t notation_steps(const struct position *pos, const struct step *s, int n, char *buf, size_t size)
{
	struct turn t;
	struct text_out o;
	char tok[5];
	int i = 0;
	turn_begin(&t, pos);
	while (i < n && i < TURN_MAX_STEPS && turn_step(&t, s[i]) == STEP_OK)
		i++;
	text_out_init(&o, buf, size);
	size_t len = notation_turn(t.steps, t.nsteps, buf, size);
	o.len = len;
	for (; i < n; i++) {
		notation_step(s[i], tok);
		notation_token(&o, tok);
	}
	return o.len;
}

size_t notation_setup(const struct placement *pl, int n, char *buf, size_t size)
{
	struct text_out o;
	char tok[4];
	text_out_init(&o, buf, size);
	for (int i = 0; i < n; i++) {
		notation_placement(pl[i], tok);
		notation_token(&o, tok);
	}
	return o.len;
}

/* Writes why step s is illegal (without the "step Ed4n: " prefix). The
 * push square and kind say which push waits to be completed, if known. */
static void notation_step_reason(struct text_out *o, const struct position *pos, struct step s,
				 enum step_error e, int push_sq, int push_kind)
{
	char from[3], to[3];
	notation_square(s.from, from);
	notation_square(s.to, to);
	int mover = s.piece > PIECE_NONE && s.piece < PIECE_NB ? s.piece : PIECE_NONE;
	enum kind k = mover ? piece_kind(mover) : RABBIT;
	enum color c = mover ? piece_color(mover) : GOLD;
	int there = s.from < SQUARE_NB ? pos->board[s.from] : PIECE_NONE;

	switch (e) {
	case STEP_OK:
		text_out_str(o, "the step is legal");
		break;
	case STEP_ERR_OFF_BOARD:
		text_out_str(o, "the step would leave the board");
		break;
	case STEP_ERR_EMPTY:
		text_out_printf(o, "no piece on %s", from);
		break;
	case STEP_ERR_WRONG_PIECE:
		if (there && piece_color(there) != c)
			text_out_printf(o, "the piece on %s is a %s %s, not a %s %s", from,
					notation_color_name(piece_color(there)),
					notation_kind_name(piece_kind(there)),
					notation_color_name(c), notation_kind_name(k));
		else if (there)
			text_out_printf(o, "the piece on %s is %s, not %s", from,
					notation_kind_article(piece_kind(there)),
					notation_kind_article(k));
		else
			text_out_printf(o, "no piece on %s", from);
		break;
	case STEP_ERR_OCCUPIED:
		text_out_printf(o, "%s is occupied", to);
		break;
	case STEP_ERR_FROZEN:
		text_out_printf(o, "the %s on %s is frozen", notation_kind_name(k), from);
		break;
	case STEP_ERR_RABBIT_BACKWARD:
		text_out_str(o, "a rabbit may not step back");
		break;
	case STEP_ERR_TOO_MANY:
		text_out_str(o, "a turn has at most four steps");
		break;
	case STEP_ERR_PUSH_UNFINISHED:
		if (push_sq >= 0 && push_sq < SQUARE_NB) {
			char psq[3];
			notation_square(push_sq, psq);
			text_out_printf(o, "the push of the %s on %s must be completed by a stronger piece stepping into %s",
					notation_kind_name((enum kind)push_kind), psq, psq);
		} else {
			text_out_str(o, "a push was started: a stronger piece must first step into the square the pushed piece left");
		}
		break;
	case STEP_ERR_ENEMY_UNMOVABLE:
		text_out_printf(o, "the %s %s on %s can be moved only by a stronger %s piece pushing or pulling it",
				notation_color_name(c), notation_kind_name(k), from,
				notation_color_name(color_other(c)));
		break;
	case STEP_ERR_PUSH_NO_STEP:
		text_out_printf(o, "the push of the %s on %s could not be completed: a push needs two steps and this is the fourth",
				notation_kind_name(k), from);
		break;
	default:
		text_out_str(o, "the step is illegal");
		break;
	}
}

/* "step TOKEN: reason", naming the open push at psq (-1 if none). */
static size_t notation_step_message(const struct position *pos, struct step s, enum step_error e,
				    int psq, int pkind, char *buf, size_t size)
{
	struct text_out o;
	char tok[5];
	text_out_init(&o, buf, size);
	notation_step(s, tok);
	text_out_printf(&o, "step %s: ", tok);
	notation_step_reason(&o, pos, s, e, psq, pkind);
	return o.len;
}

size_t notation_step_error(const struct position *pos, struct step s, enum step_error e,
			   char *buf, size_t size)
{
	return notation_step_message(pos, s, e, -1, 0, buf, size);
}

size_t notation_turn_step_error(const struct turn *t, struct step s, enum step_error e,
				char *buf, size_t size)
{
	int psq = t->state.push_square == SQUARE_NONE ? -1 : t->state.push_square;
	return notation_step_message(&t->pos, s, e, psq, t->state.push_kind, buf, size);
}

const char *notation_turn_end_error(enum turn_end e)
{
	switch (e) {
	case TURN_END_OK: return "the turn may end";
	case TURN_END_NO_STEP: return "the turn has no step";
	case TURN_END_PUSH_UNFINISHED: return "the turn ends with a push not completed";
	case TURN_END_UNCHANGED: return "the turn leaves the position unchanged";
	case TURN_END_THIRD_TIME: return "the position would occur for the third time";
	default: return "the turn may not end";
	}
}

size_t notation_setup_counts(char *buf, size_t size)
{
	struct text_out o;
	text_out_init(&o, buf, size);
	for (int k = KIND_NB - 1; k >= 0; k--) {
		int n = kind_setup_count((enum kind)k);
		text_out_printf(&o, "%s%d %s%s", k == KIND_NB - 1 ? "" : k == 0 ? " and " : ", ", n,
				notation_kind_name((enum kind)k), n == 1 ? "" : "s");
	}
	return o.len;
}

const char *notation_setup_error(enum setup_error e)
{
	static char pieces[128];
	switch (e) {
	case SETUP_OK: return "the setup is legal";
	case SETUP_ERR_PHASE: return "it is not time for this side's setup";
	case SETUP_ERR_COLOR: return "the setup places a piece of the other side";
	case SETUP_ERR_SQUARE: return "the setup places a piece off the side's two home ranks";
	case SETUP_ERR_TWICE: return "the setup places two pieces on one square";
	case SETUP_ERR_PIECES:
		if (!pieces[0]) {
			size_t n = (size_t)snprintf(pieces, sizeof pieces, "a setup places exactly ");
			notation_setup_counts(pieces + n, sizeof pieces - n);
		}
		return pieces;
	default: return "the setup is illegal";
	}
}

/* arimaa.com's reason codes (the ReasonCode header, the archive's
 * termination column) and their words: how a game may end. */
static const struct notation_reason {
	char code;
	const char *name;
} notation_reasons[] = {
	{ 'g', "goal" }, { 'e', "elimination" }, { 'm', "immobilization" },
	{ 'p', "repetition" }, { 'r', "resignation" }, { 't', "time" },
	{ 'f', "forfeit" }, { 's', "score" }, { 'a', "abandonment" },
	{ 'i', "illegal move" },
};

char notation_reason_code(enum game_reason r, bool old_rules)
{
	switch (r) {
	case REASON_GOAL: return 'g';
	case REASON_ELIMINATION: return 'e';
	case REASON_IMMOBILIZATION: return 'm';
	case REASON_REPETITION: return old_rules ? 'p' : 'm';
	case REASON_RESIGNATION: return 'r';
	case REASON_TIME: return 't';
	case REASON_SCORE: return 's';
	case REASON_ILLEGAL: return 'i';
	case REASON_THIRD_REPETITION: return 'p';
	default: return 0;
	}
}

const char *notation_reason_code_name(char code)
{
	for (size_t i = 0; i < sizeof notation_reasons / sizeof notation_reasons[0]; i++)
		if (notation_reasons[i].code == code)
			return notation_reasons[i].name;
	return NULL;
}

const char *notation_reason_name(enum game_reason r)
{
	const char *name = notation_reason_code_name(notation_reason_code(r, true));
	return name ? name : "none";
}

const char *notation_reason_words(enum game_reason r)
{
	if (r == REASON_REPETITION)
		return "immobilization (every legal turn would repeat a position a third time)";
	if (r == REASON_THIRD_REPETITION)
		return "repetition (a position made a third time, under the rules before 2008-07-01)";
	if (r == REASON_NONE)
		return "an unknown reason";
	return notation_reason_name(r);
}

size_t notation_verdict(enum game_reason r, const char *winner, const char *loser, char *buf, size_t size)
{
	switch (r) {
	case REASON_GOAL:
		return (size_t)snprintf(buf, size, "%s wins by goal: a rabbit reached the far rank", winner);
	case REASON_ELIMINATION:
		return (size_t)snprintf(buf, size, "%s wins by elimination: %s has no rabbits left", winner, loser);
	case REASON_IMMOBILIZATION:
		return (size_t)snprintf(buf, size, "%s wins by immobilization: %s has no legal move", winner, loser);
	case REASON_REPETITION:
		return (size_t)snprintf(buf, size, "%s wins: every move left to %s would repeat a position a third time",
					winner, loser);
	case REASON_RESIGNATION:
		return (size_t)snprintf(buf, size, "%s wins: %s resigned", winner, loser);
	case REASON_TIME:
		return (size_t)snprintf(buf, size, "%s wins on time: %s ran out of time", winner, loser);
	case REASON_SCORE:
		return (size_t)snprintf(buf, size, "%s wins at the game limit, by the piece count", winner);
	case REASON_ILLEGAL:
		return (size_t)snprintf(buf, size, "%s wins: %s sent an illegal move", winner, loser);
	case REASON_THIRD_REPETITION:
		return (size_t)snprintf(buf, size, "%s wins by repetition: %s made a position for the third time",
					winner, loser);
	default:
		return (size_t)snprintf(buf, size, "%s wins", winner);
	}
}

/* moveline.c: reading a move line into its label and tokens, checking only
 * the form of each token; the rules are the core's business. */
#include "config.h"
#include <string.h>
#include "notation/moveline.h"
#include "notation/notation.h"
#include "notation/text.h"

/* Reads one token into ml, deciding the line's kind. Returns 0 or -1. */
static int moveline_token(struct moveline *ml, const char *s, size_t n, struct text_out *o)
{
	char q[24];
	text_quote(s, n, q, 16);
	if ((n == 6 && memcmp(s, "resign", 6) == 0) || (n == 8 && memcmp(s, "takeback", 8) == 0)) {
		if (ml->kind != MOVELINE_NONE) {
			text_out_printf(o, "\"%s\" must stand alone after the label", q);
			return -1;
		}
		ml->kind = n == 6 ? MOVELINE_RESIGN : MOVELINE_TAKEBACK;
		return 0;
	}
	if (ml->kind == MOVELINE_RESIGN || ml->kind == MOVELINE_TAKEBACK) {
		text_out_printf(o, "\"%s\" after \"%s\"", q,
				ml->kind == MOVELINE_RESIGN ? "resign" : "takeback");
		return -1;
	}
	if (ml->ntokens >= MOVELINE_MAX) {
		text_out_printf(o, "the line has more than %d tokens", MOVELINE_MAX);
		return -1;
	}
	struct moveline_token *t = &ml->tokens[ml->ntokens];
	memset(t, 0, sizeof *t);
	enum moveline_kind kind;
	if (notation_step_read(s, n, &t->step) == 0) {
		t->type = MOVELINE_STEP;
		kind = MOVELINE_TURN;
	} else if (notation_capture_read(s, n, &t->piece, &t->square) == 0) {
		t->type = MOVELINE_CAPTURE;
		kind = MOVELINE_TURN;
	} else if (notation_placement_read(s, n, &t->place) == 0) {
		t->type = MOVELINE_PLACE;
		kind = MOVELINE_SETUP;
	} else {
		text_out_printf(o, "\"%s\" is not a step (like Ed2n), a capture (like Rc3x) or a setup token (like Ra1)", q);
		return -1;
	}
	if (ml->kind != MOVELINE_NONE && ml->kind != kind) {
		text_out_printf(o, "\"%s\": a line is either a setup or a turn, not both", q);
		return -1;
	}
	ml->kind = kind;
	memcpy(t->text, s, n);
	t->text[n] = '\0';
	ml->ntokens++;
	return 0;
}

int moveline_read(const char *s, size_t len, bool need_label, struct moveline *ml,
		  char *why, size_t whysize)
{
	struct text_out o;
	text_out_init(&o, why, whysize);
	ml->has_label = false;
	ml->number = 0;
	ml->side = GOLD;
	ml->label[0] = '\0';
	ml->kind = MOVELINE_NONE;
	ml->ntokens = 0;

	size_t i = 0;
	bool first = true;
	while (i < len) {
		while (i < len && text_is_blank(s[i]))
			i++;
		if (i >= len)
			break;
		size_t start = i;
		while (i < len && !text_is_blank(s[i]))
			i++;
		if (first) {
			first = false;
			if (notation_label_read(s + start, i - start, &ml->number, &ml->side) == 0) {
				ml->has_label = true;
				notation_label(ml->number, ml->side, ml->label);
				continue;
			}
			if (need_label) {
				char q[24];
				text_quote(s + start, i - start, q, 16);
				text_out_printf(&o, "a move line begins with a label like 12g, not \"%s\"", q);
				return -1;
			}
		}
		if (moveline_token(ml, s + start, i - start, &o) != 0)
			return -1;
	}
	if (need_label && !ml->has_label) {
		text_out_str(&o, "a move line begins with a label like 12g");
		return -1;
	}
	return 0;
}

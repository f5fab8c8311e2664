/* treeread.c: reading annotated records into game trees, line by line in
 * one pass: the moves are played on one core game that always holds the
 * path from the root to the node read last (a variation takes back the
 * move it replaces, and its ")" takes back its own moves and replays that
 * move), so every move is played and taken back at most once, and the
 * open variations are an explicit stack, never the C stack. To check a
 * record (treerecord_check_each) the reader keeps the tree's shape alone
 * (treeshape: no positions, no notes, comments skipped) and only the core
 * game's last moves (those before are forgotten, and given back from the
 * shape when taken back): the same verdicts in a fraction of the memory. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "notation/treerecord.h"
#include "notation/diagram.h"
#include "notation/moveline.h"
#include "notation/movetimes.h"
#include "notation/notation.h"
#include "notation/text.h"
#include "notation/treeshape.h"
#include "util/xmalloc.h"

enum tr_mode { TR_PENDING, TR_REPLACE, TR_CONTINUE };

/* An open variation. */
struct tr_frame {
	gametree_id base;   /* the node before its '(' (the one replaced or continued) */
	enum tr_mode mode;
	size_t glen;        /* the game's length to return to at its ')' */
	bool skip;          /* an illegal move was met: the rest of it is skipped */
	int line;           /* the line of its '(' */
};

struct tr_state {
	struct treerecord_game *games;
	size_t ngames, cap;
	struct treerecord_game *cur;   /* the game being read, NULL between games */
	bool in_moves;                 /* its tags are done */
	bool ended;                    /* its closing token was read */
	struct game g;                 /* at cursor */
	gametree_id cursor;
	struct tr_frame *stack;
	size_t depth, scap;
	bool skip_game;                /* an illegal main-line move: skip to its end */
	bool takeback_first;           /* the next move added becomes its parent's first child */
	bool after_blank;
	bool in_comment;
	int comment_line;
	struct text_grow comment;
	char *intro;                   /* a variation's introduction, until its first move (introg's text) */
	size_t intro_len;
	struct text_grow introg;
	char said_winner;              /* from the closing token */
	struct record_error *err;
	int lineno;
	bool old_rules;                /* every game under the rules before 2008-07-01 */
	treerecord_each_fn each;       /* when set, games are handed over one by one */
	void *ctx;
	size_t delivered;
	bool g_held;                   /* g is the game handed over's at_end: freed after it */
	bool lean;                     /* checking only: the game's shape is kept, not its tree */
	struct treeshape shape;        /* lean: the shape of the game being read */
	size_t forgotten;              /* lean: the moves g forgot (game_forget) before g.moves[0] */
	int number0;                   /* lean: the label of the game's first move */
	enum color side0;
};

/* Lean: how many of g's last moves are kept once it has TR_WINDOW (those
 * before are given back from the shape when taken back). */
enum { TR_KEEP = 2, TR_WINDOW = 256 };

/* What the reader looks at in a node, from the tree or the shape. */
struct tr_node {
	gametree_id parent, first;
	char winner, reason;
	bool board_result;
};

/* Node id of the game being read. */
static struct tr_node tr_node(const struct tr_state *st, gametree_id id)
{
	struct tr_node n;
	if (st->lean) {
		const struct treeshape_node *s = &st->shape.nodes[id];
		n.parent = s->parent;
		n.first = s->first;
		n.winner = s->winner;
		n.reason = s->reason;
		n.board_result = (s->flags & TREESHAPE_BOARD) != 0;
	} else {
		const struct gametree_node *t = &st->cur->tree.nodes[id];
		n.parent = t->parent;
		n.first = t->first;
		n.winner = t->winner;
		n.reason = t->reason;
		n.board_result = t->board_result;
	}
	return n;
}

/* The moves from the root to the cursor (all played on g, some forgotten). */
static size_t tr_plies(const struct tr_state *st)
{
	return st->forgotten + st->g.nmoves;
}

/* Lean: the number and side of the move at depth `depth` (>= 1) from the root. */
static void tr_label_at(const struct tr_state *st, size_t depth, int *number, enum color *side)
{
	size_t k = depth - 1 + (st->side0 == SILVER);
	*number = st->number0 + (int)(k / 2);
	*side = k % 2 ? SILVER : GOLD;
}

/* Sets a result on node id that is not the board's (see gametree_set_result). */
static void tr_set_result(struct tr_state *st, gametree_id id, char winner, char reason)
{
	if (st->lean)
		(void)treeshape_set_result(&st->shape, id, winner, reason);
	else
		(void)gametree_set_result(&st->cur->tree, id, winner, reason);
}

/* Takes back node id's move, the last played on g (given back first if g forgot it). */
static void tr_takeback(struct tr_state *st, gametree_id id)
{
	if (st->lean && st->g.nmoves == 0 && st->forgotten > 0) {
		struct gametree_move mv;
		struct game_move m;
		int number;
		enum color side;
		treeshape_move_get(&st->shape, id, &mv);
		tr_label_at(st, st->forgotten, &number, &side);
		memset(&m, 0, sizeof m);
		m.used = -1;
		m.number = number;
		m.side = (uint8_t)side;
		m.type = (uint8_t)mv.type;
		if (mv.type == MOVE_SETUP) {
			m.nplacements = (uint8_t)mv.nplacements;
			memcpy(m.placements, mv.placements, sizeof m.placements);
		} else {
			m.nsteps = (uint8_t)mv.nsteps;
			memcpy(m.steps, mv.steps, sizeof m.steps);
		}
		if (game_unforget(&st->g, &m) != 0)
			xmalloc_fail();
		st->forgotten--;
	}
	game_takeback(&st->g);
}

/* Lean: forgets g's moves but the last few, once it has many. */
static void tr_forget(struct tr_state *st)
{
	if (st->lean && st->g.nmoves >= TR_WINDOW) {
		size_t drop = st->g.nmoves - TR_KEEP;
		game_forget(&st->g, drop);
		st->forgotten += drop;
	}
}

/* Frees the core game kept for the game handed over next (at_end). */
static void tr_release(struct tr_state *st)
{
	if (st->g_held)
		game_free(&st->g);
	st->g_held = false;
}

/* Hands the game held (finished) to the caller's function, and frees it. */
static void tr_deliver(struct tr_state *st, bool last)
{
	if (!st->each || !st->ngames)
		return;
	st->each(st->ctx, st->delivered++, last, &st->games[0]);
	gametree_free(&st->games[0].tree);
	st->ngames = 0;
	tr_release(st);
}

/* Fills err with line, move and why; returns -1. */
static int tr_fail(struct tr_state *st, int line, const char *move, const char *why)
{
	struct text_out o;
	st->err->line = line;
	text_out_init(&o, st->err->move, sizeof st->err->move);
	text_out_str(&o, move ? move : "");
	text_out_init(&o, st->err->message, sizeof st->err->message);
	text_out_str(&o, why);
	return -1;
}

bool treerecord_detect(const char *text, size_t len)
{
	size_t pos = 0;
	while (pos < len) {
		const char *nl = memchr(text + pos, '\n', len - pos);
		size_t end = nl ? (size_t)(nl - text) : len;
		const char *s = text + pos;
		size_t n = end - pos;
		while (n && text_is_blank(*s)) {
			s++;
			n--;
		}
		while (n && text_is_blank(s[n - 1]))
			n--;
		if (n && (*s == '{' || (*s == '[' && n > 1 && ((s[1] >= 'A' && s[1] <= 'Z') || (s[1] >= 'a' && s[1] <= 'z')))))
			return true;
		if ((n == 1 && (*s == '(' || *s == ')')) || (n == 3 && (memcmp(s, "1-0", 3) == 0 || memcmp(s, "0-1", 3) == 0)))
			return true;
		if (n >= 8 && memcmp(s + n - 8, "takeback", 8) == 0)
			return true;
		pos = end + 1;
	}
	return false;
}

/* Starts a new game at line `line`. */
static void tr_begin(struct tr_state *st, int line)
{
	tr_deliver(st, false);
	if (st->ngames == st->cap) {
		st->cap = st->cap ? st->cap * 2 : 4;
		st->games = xreallocarray(st->games, st->cap, sizeof *st->games);
	}
	st->cur = &st->games[st->ngames++];
	memset(st->cur, 0, sizeof *st->cur);
	gametree_init(&st->cur->tree);
	if (st->lean)
		treeshape_init(&st->shape);
	st->forgotten = 0;
	st->cur->first_line = line;
	st->in_moves = st->ended = st->skip_game = st->takeback_first = false;
	st->cursor = GAMETREE_ROOT;
	st->said_winner = 0;
	st->depth = 0;
}

/* The longest tag name read (a longer one made by the mapping below is cut to it). */
enum { TR_NAME_MAX = 64 };

/* A tag's name as the tree keeps it: White and Black read as Gold and
 * Silver (also as prefixes), WhiteElo and BlackElo as GoldRating and
 * SilverRating; cut to TR_NAME_MAX bytes (out has room for more). */
static void tr_tag_name(const char *s, size_t n, char *out, size_t size)
{
	struct text_out o;
	text_out_init(&o, out, size);
	if (n == 8 && strncasecmp(s, "WhiteElo", 8) == 0) {
		text_out_str(&o, "GoldRating");
	} else if (n == 8 && strncasecmp(s, "BlackElo", 8) == 0) {
		text_out_str(&o, "SilverRating");
	} else if (n >= 5 && strncasecmp(s, "White", 5) == 0) {
		text_out_str(&o, "Gold");
		text_out_add(&o, s + 5, n - 5);
	} else if (n >= 5 && strncasecmp(s, "Black", 5) == 0) {
		text_out_str(&o, "Silver");
		text_out_add(&o, s + 5, n - 5);
	} else {
		text_out_add(&o, s, n);
	}
}

/* Whether c may be in a tag's name. */
static bool tr_name_char(char c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

/* Reads a tag line, [Name "value"] or Name: value. Returns 1 if read, 0
 * if the line is no tag, -1 on a malformed [ ] tag (err filled). */
static int tr_tag(struct tr_state *st, const char *s, size_t n)
{
	char name[TR_NAME_MAX + 1];
	size_t i = 0, k;
	if (n && s[0] == '[') {
		i = 1;
		while (i < n && text_is_blank(s[i]))
			i++;
		k = i;
		while (i < n && i - k < TR_NAME_MAX && tr_name_char(s[i]))
			i++;
		if (i == k || !((s[k] >= 'A' && s[k] <= 'Z') || (s[k] >= 'a' && s[k] <= 'z')))
			return tr_fail(st, st->lineno, NULL, "a tag must begin with its name, a letter first: [Name \"value\"]");
		tr_tag_name(s + k, i - k, name, sizeof name);
		while (i < n && text_is_blank(s[i]))
			i++;
		if (i >= n || s[i] != '"')
			return tr_fail(st, st->lineno, NULL, "a tag's value must be in double quotes: [Name \"value\"]");
		struct text_grow v = { NULL, 0, 0 };
		for (i++; i < n && s[i] != '"'; i++) {
			if (s[i] == '\\' && i + 1 < n && (s[i + 1] == '"' || s[i + 1] == '\\')) {
				text_grow_add(&v, &s[++i], 1);
			} else if (s[i] == '\\' && i + 1 < n && s[i + 1] == 'n') {
				text_grow_add(&v, "\n", 1);
				i++;
			} else {
				text_grow_add(&v, &s[i], 1);
			}
		}
		if (i >= n) {
			free(v.s);
			return tr_fail(st, st->lineno, NULL, "a tag's value has no closing double quote");
		}
		for (i++; i < n && text_is_blank(s[i]); i++)
			;
		if (i >= n || s[i] != ']') {
			free(v.s);
			return tr_fail(st, st->lineno, NULL, "a tag must end with ]");
		}
		for (i++; i < n && text_is_blank(s[i]); i++)
			;
		if (i < n) {
			free(v.s);
			return tr_fail(st, st->lineno, NULL, "text after a tag's ]");
		}
		gametree_add_tag(&st->cur->tree, name, v.s ? v.s : "", v.len);
		free(v.s);
		return 1;
	}
	while (i < n && i < TR_NAME_MAX && tr_name_char(s[i]))
		i++;
	if (i == 0 || i >= n || s[i] != ':' || !((s[0] >= 'A' && s[0] <= 'Z') || (s[0] >= 'a' && s[0] <= 'z')))
		return 0;
	tr_tag_name(s, i, name, sizeof name);
	const char *v = s + i + 1;
	size_t vl = n - i - 1;
	while (vl && text_is_blank(*v)) {
		v++;
		vl--;
	}
	while (vl && text_is_blank(v[vl - 1]))
		vl--;
	gametree_add_tag(&st->cur->tree, name, v, vl);
	return 1;
}

/* The tags are done: the game starts from its Position tag, or from the setups. */
static int tr_start_moves(struct tr_state *st)
{
	struct gametree *t = &st->cur->tree;
	const char *p = gametree_tag(t, "Position");
	const char *rules = gametree_tag(t, RECORD_RULES_KEY);
	st->in_moves = true;
	t->old_rules = st->old_rules || (rules && strcasecmp(rules, RECORD_RULES_OLD) == 0);
	if (p) {
		struct position pos;
		int number = 2;
		char why[200];
		if (diagram_short_read(p, strlen(p), &pos, &number, why, sizeof why) != 0)
			return tr_fail(st, st->lineno, NULL, why);
		if (position_unsupported_trap(&pos) >= 0)
			return tr_fail(st, st->lineno, NULL, "the Position tag has a piece alone on a trap");
		gametree_remove_tag(t, "Position");
		t->from_position = true;
		t->start_number = number;
		if (game_init_position(&st->g, &pos, number) != 0)
			xmalloc_fail();
	} else {
		game_init(&st->g);
	}
	st->g.old_rules = t->old_rules;
	st->number0 = st->g.number;
	st->side0 = st->g.pos.side;
	t->start = st->g.pos;
	t->nodes[0].hash = st->g.pos.hash;
	return 0;
}

/* Drops a pending introduction. */
static void tr_intro_reset(struct tr_state *st)
{
	st->introg.len = 0;
	st->intro = NULL;
	st->intro_len = 0;
}

/* The winner and reason the tags state (and removes the result tags,
 * which the writer makes from the tree). */
static void tr_said_result(struct tr_state *st, char *winner, char *reason)
{
	struct gametree *t = &st->cur->tree;
	record_result_said(gametree_tag(t, "Result"), gametree_tag(t, "ResultCode"), gametree_tag(t, "ReasonCode"),
			   winner, reason);
	if (!*winner)
		*winner = st->said_winner;
	gametree_remove_tag(t, "Result");
	gametree_remove_tag(t, "ResultCode");
	gametree_remove_tag(t, "ReasonCode");
}

/* Lean: g becomes the game at node end of the main line, replayed from
 * the start (as gametree_game replays a tree's), its first moves forgotten. */
static void tr_replay_main(struct tr_state *st, gametree_id end)
{
	const struct gametree *t = &st->cur->tree;
	game_free(&st->g);
	gametree_game_root(t, &st->g);
	st->forgotten = 0;
	for (gametree_id id = GAMETREE_ROOT; id != end;) {
		struct gametree_move mv;
		id = st->shape.nodes[id].first;
		treeshape_move_get(&st->shape, id, &mv);
		enum game_outcome o = gametree_play(&st->g, &mv);
		if (o == GAME_NO_MEMORY)
			xmalloc_fail();
		if (o != GAME_PLAYED)
			break;
		tr_forget(st);
	}
}

/* Ends the game being read. Returns 0, or -1 if a variation or comment is open. */
static int tr_end(struct tr_state *st)
{
	if (!st->cur)
		return 0;
	if (st->depth)
		return tr_fail(st, st->stack[st->depth - 1].line, NULL,
			       "this '(' has no ')': the variation is not closed");
	if (!st->in_moves && tr_start_moves(st) != 0)
		return -1;
	char w, r;
	tr_said_result(st, &w, &r);
	st->cur->said_winner = w;
	st->cur->said_reason = r;
	struct gametree *t = &st->cur->tree;
	/* the main line ends where the reader stands outside every variation
	 * (not at the root when moves were taken back from it: a record
	 * cannot put a variation before its first move) */
	if (w && !st->cur->illegal && !tr_node(st, st->cursor).winner &&
	    !(st->cursor == GAMETREE_ROOT && tr_node(st, GAMETREE_ROOT).first != GAMETREE_NONE))
		tr_set_result(st, st->cursor, w, r);
	gametree_id end;
	if (st->lean) {
		end = treeshape_main_end(&st->shape);
	} else {
		gametree_fit(t);
		end = gametree_main_end(t);
	}
	struct tr_node e = tr_node(st, end);
	st->cur->end_winner = e.winner;
	st->cur->end_reason = e.reason;
	st->cur->end_board_result = e.board_result;
	if (st->each && end == st->cursor) {
		/* kept until the game is handed over: its verdict needs no replay */
		st->cur->at_end = &st->g;
		st->g_held = true;
	} else if (st->lean) {
		tr_replay_main(st, end);
		st->cur->at_end = &st->g;
		st->g_held = true;
	} else {
		game_free(&st->g);
	}
	if (st->lean)
		treeshape_free(&st->shape);
	st->cur = NULL;
	tr_intro_reset(st);
	return 0;
}

/* The current frame, or NULL on the main line. */
static struct tr_frame *tr_top(struct tr_state *st)
{
	return st->depth ? &st->stack[st->depth - 1] : NULL;
}

/* Whether what is read now is skipped (after an illegal move). */
static bool tr_skipping(struct tr_state *st)
{
	struct tr_frame *f = tr_top(st);
	return st->skip_game || (f && f->skip);
}

/* An illegal move: on the main line the rest of the game is skipped; in a
 * variation the rest of the variation. */
static void tr_illegal(struct tr_state *st, const struct record_error *e)
{
	struct tr_frame *f = tr_top(st);
	if (!f) {
		st->cur->illegal = true;
		st->cur->error = *e;
		st->skip_game = true;
	} else {
		if (!st->cur->variation_illegal) {
			st->cur->variation_illegal = true;
			st->cur->variation_error = *e;
		}
		f->skip = true;
	}
}

/* Says an illegal move in words: line, label, why. */
static void tr_illegal_why(struct tr_state *st, const char *label, const char *why)
{
	struct record_error e;
	struct text_out o;
	memset(&e, 0, sizeof e);
	e.line = st->lineno;
	text_out_init(&o, e.move, sizeof e.move);
	text_out_str(&o, label);
	text_out_init(&o, e.message, sizeof e.message);
	text_out_str(&o, why);
	tr_illegal(st, &e);
}

/* Reads a time "H:MM:SS", "M:SS" or "S" (a fraction ignored) into seconds. */
static bool tr_time(const char *s, size_t n, long *out)
{
	long v = 0, part = 0;
	int colons = 0;
	bool digit = false;
	size_t i = 0;
	for (; i < n && s[i] != '.'; i++) {
		if (s[i] == ':') {
			if (!digit || ++colons > 2)
				return false;
			v = v * 60 + part;
			part = 0;
			digit = false;
		} else if (s[i] >= '0' && s[i] <= '9') {
			if (part > 100000000)
				return false;
			part = part * 10 + (s[i] - '0');
			digit = true;
		} else {
			return false;
		}
	}
	for (i += i < n; i < n; i++)
		if (s[i] < '0' || s[i] > '9')
			return false;
	if (!digit || v > 100000000)
		return false;
	*out = colons ? v * 60 + part : part;
	return true;
}

/* Reads %eval's value: centi-rabbits as a whole number, or rabbits with a
 * point ("0.35"), from Gold's side. */
static bool tr_eval(const char *s, size_t n, int *out)
{
	bool neg = false, point = false;
	long v = 0;
	int decimals = 0;
	size_t i = 0;
	if (i < n && (s[i] == '-' || s[i] == '+'))
		neg = s[i++] == '-';
	if (i >= n)
		return false;
	for (; i < n; i++) {
		if (s[i] == '.' && !point) {
			point = true;
		} else if (s[i] >= '0' && s[i] <= '9') {
			if (point && decimals >= 2)
				continue;
			if (v > 10000000)
				return false;
			v = v * 10 + (s[i] - '0');
			decimals += point;
		} else {
			return false;
		}
	}
	if (point)
		while (decimals++ < 2)
			v *= 10;
	*out = (int)(neg ? -v : v);
	return true;
}

/* Reads the marks of %csl (squares, arrow false) or %cal (arrows): colour
 * letters and squares separated by commas or blanks. Adds them to node id
 * only if all are good. */
static bool tr_marks(struct tr_state *st, gametree_id id, const char *s, size_t n, bool arrow)
{
	size_t need = arrow ? 5 : 3;
	for (int pass = 0; pass < 2; pass++) {
		size_t i = 0, count = 0;
		while (i < n) {
			while (i < n && (s[i] == ',' || text_is_blank(s[i])))
				i++;
			if (i >= n)
				break;
			size_t k = i;
			while (i < n && s[i] != ',' && !text_is_blank(s[i]))
				i++;
			if (i - k != need || !strchr("RGBY", s[k]))
				return false;
			int a = notation_square_read(s + k + 1), b = arrow ? notation_square_read(s + k + 3) : a;
			if (a < 0 || b < 0)
				return false;
			if (pass == 1) {
				struct gametree_mark m = { s[k], arrow, (uint8_t)a, (uint8_t)b };
				gametree_add_mark(&st->cur->tree, id, &m);
			}
			count++;
		}
		if (count == 0)
			return false;
	}
	return true;
}

/* Takes the known commands out of a comment onto node id; what is left
 * (unknown commands included) goes to *rest. */
static void tr_commands(struct tr_state *st, gametree_id id, const char *c, size_t n, struct text_grow *rest)
{
	size_t i = 0;
	while (i < n) {
		const char *o = i + 1 < n ? memchr(c + i, '[', n - i) : NULL;
		while (o && !((size_t)(o - c) + 1 < n && o[1] == '%'))
			o = (size_t)(o - c) + 1 < n ? memchr(o + 1, '[', n - (size_t)(o - c) - 1) : NULL;
		if (!o) {
			text_grow_add(rest, c + i, n - i);
			return;
		}
		size_t at = (size_t)(o - c);
		const char *cl = memchr(o, ']', n - at);
		if (!cl) {
			text_grow_add(rest, c + i, n - i);
			return;
		}
		size_t end = (size_t)(cl - c);
		const char *name = o + 2;
		size_t k = 0;
		while (name + k < cl && !text_is_blank(name[k]))
			k++;
		const char *arg = name + k;
		while (arg < cl && text_is_blank(*arg))
			arg++;
		size_t alen = (size_t)(cl - arg);
		while (alen && text_is_blank(arg[alen - 1]))
			alen--;
		bool taken = false;
		long secs;
		int ev;
		if (k == 3 && memcmp(name, "clk", 3) == 0 && tr_time(arg, alen, &secs)) {
			gametree_notes_edit(&st->cur->tree, id)->clk = secs;
			taken = true;
		} else if (k == 3 && memcmp(name, "emt", 3) == 0 && tr_time(arg, alen, &secs)) {
			gametree_notes_edit(&st->cur->tree, id)->emt = secs;
			taken = true;
		} else if (k == 4 && memcmp(name, "eval", 4) == 0 && tr_eval(arg, alen, &ev)) {
			struct gametree_notes *notes = gametree_notes_edit(&st->cur->tree, id);
			notes->eval = ev;
			notes->has_eval = true;
			taken = true;
		} else if (k == 3 && memcmp(name, "csl", 3) == 0) {
			taken = tr_marks(st, id, arg, alen, false);
		} else if (k == 3 && memcmp(name, "cal", 3) == 0) {
			taken = tr_marks(st, id, arg, alen, true);
		}
		text_grow_add(rest, c + i, taken ? at - i : end + 1 - i);
		i = end + 1;
	}
}

/* Cuts the blanks and line ends around a text. */
static void tr_trim(const char **s, size_t *n)
{
	while (*n && (text_is_blank(**s) || **s == '\n')) {
		(*s)++;
		(*n)--;
	}
	while (*n && (text_is_blank((*s)[*n - 1]) || (*s)[*n - 1] == '\n'))
		(*n)--;
}

/* A comment read whole (escapes undone): a variation's introduction right
 * after its '(', else the comment of the node read last. */
static void tr_comment(struct tr_state *st, const char *c, size_t n)
{
	struct tr_frame *f = tr_top(st);
	if (tr_skipping(st) || st->lean)
		return;
	if (f && f->mode == TR_PENDING) {
		const char *s = c;
		tr_trim(&s, &n);
		if (!n)
			return;
		if (st->intro_len)
			text_grow_add(&st->introg, " ", 1);
		text_grow_add(&st->introg, s, n);
		st->intro_len = st->introg.len;
		st->intro = st->introg.s;
		return;
	}
	struct text_grow rest = { NULL, 0, 0 };
	tr_commands(st, st->cursor, c, n, &rest);
	const char *s = rest.s;
	size_t len = rest.len;
	tr_trim(&s, &len);
	gametree_append_comment(&st->cur->tree, st->cursor, s, len);
	free(rest.s);
}

/* Reads comment text from s[0..n) (after its '{' or on a later line) up
 * to its '}'. Returns the index after the '}', or n if it goes on. */
static size_t tr_comment_text(struct tr_state *st, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '\\' && i + 1 < n && (s[i + 1] == '}' || s[i + 1] == '\\')) {
			i++;
			if (!st->lean)
				text_grow_add(&st->comment, &s[i], 1);
		} else if (s[i] == '}') {
			st->in_comment = false;
			tr_comment(st, st->comment.s ? st->comment.s : "", st->comment.len);
			st->comment.len = 0;
			return i + 1;
		} else if (st->lean) {
			continue;   /* checking: a comment's text is not kept */
		} else if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f) {
			text_grow_add(&st->comment, " ", 1);   /* as the writer writes a control character */
		} else {
			text_grow_add(&st->comment, &s[i], 1);
		}
	}
	if (!st->lean)
		text_grow_add(&st->comment, "\n", 1);
	return n;
}

/* The label after a node's move (the next move's), into out. */
static void tr_next_label(const struct gametree *t, gametree_id id, char out[16])
{
	const struct gametree_node *n = &t->nodes[id];
	if (id == GAMETREE_ROOT) {
		notation_label(t->start_number, t->start.side, out);
		return;
	}
	if (n->move.side == GOLD)
		notation_label(n->move.number, SILVER, out);
	else
		notation_label(n->move.number + 1, GOLD, out);
}

/* Opens a variation: '('. */
static int tr_open(struct tr_state *st)
{
	if (st->cursor == GAMETREE_ROOT && !tr_skipping(st))
		return tr_fail(st, st->lineno, NULL, "a variation before any move: '(' must follow the move it replaces");
	if (st->depth == st->scap) {
		st->scap = st->scap ? st->scap * 2 : 16;
		st->stack = xreallocarray(st->stack, st->scap, sizeof *st->stack);
	}
	bool skip = tr_skipping(st);
	struct tr_frame *f = &st->stack[st->depth++];
	f->base = st->cursor;
	f->mode = TR_PENDING;
	f->glen = tr_plies(st);
	f->skip = skip;
	f->line = st->lineno;
	st->takeback_first = false;
	tr_intro_reset(st);
	return 0;
}

/* Closes a variation: ')': back to the node before its '('. */
static int tr_close(struct tr_state *st)
{
	if (!st->depth)
		return tr_fail(st, st->lineno, NULL, "a ')' without its '('");
	struct tr_frame f = st->stack[--st->depth];
	for (gametree_id at = st->cursor; tr_plies(st) > f.glen; at = tr_node(st, at).parent)
		tr_takeback(st, at);
	if (f.mode == TR_REPLACE) {
		struct gametree_move mv;
		if (st->lean)
			treeshape_move_get(&st->shape, f.base, &mv);
		else
			gametree_move_get(&st->cur->tree, f.base, &mv);
		enum game_outcome o = gametree_play(&st->g, &mv);
		if (o == GAME_NO_MEMORY)
			xmalloc_fail();
		tr_forget(st);
	}
	st->cursor = f.base;
	st->takeback_first = false;
	tr_intro_reset(st);
	return 0;
}

/* Decides whether a variation's first move (label number, side) replaces
 * the move before its '(' or continues it. Returns 0, or -1 if neither. */
static int tr_decide(struct tr_state *st, struct tr_frame *f, const struct moveline *ml)
{
	char next[16], here[16];
	int number;
	enum color side;
	if (st->lean) {
		int n2;
		enum color s2;
		tr_label_at(st, f->glen, &number, &side);
		tr_label_at(st, f->glen + 1, &n2, &s2);
		notation_label(n2, s2, next);
	} else {
		const struct gametree_node *b = &st->cur->tree.nodes[f->base];
		number = b->move.number;
		side = b->move.side;
		tr_next_label(&st->cur->tree, f->base, next);
	}
	notation_label(number, side, here);
	if (ml->number == number && ml->side == side) {
		f->mode = TR_REPLACE;
		tr_takeback(st, f->base);
		st->cursor = tr_node(st, f->base).parent;
		f->glen = tr_plies(st);
	} else if (strcmp(ml->label, next) == 0) {
		f->mode = TR_CONTINUE;
		f->glen = tr_plies(st);
	} else {
		char why[200];
		snprintf(why, sizeof why, "a variation begins with %s: it must replace %s (the same label) or continue it (%s)",
			 ml->label, here, next);
		return tr_fail(st, st->lineno, ml->label, why);
	}
	return 0;
}

/* The winner when the side to move loses: 'w' or 'b'. */
static char tr_other(enum color side_to_move)
{
	return side_to_move == GOLD ? 'b' : 'w';
}

/* Adds the move just played on st->g as a child of the cursor. A move
 * that goes on with a line (any but a variation's first) is its parent's
 * first child: the line's own next move stays the main continuation even
 * after a hand-written continuation block. */
static void tr_add_played(struct tr_state *st, bool first_of_block)
{
	struct gametree *t = &st->cur->tree;
	struct gametree_move mv;
	bool added;
	gametree_move_of(&st->g.moves[st->g.nmoves - 1], &mv);
	bool make_first = st->takeback_first || !first_of_block;
	char winner = st->g.winner == GOLD ? 'w' : 'b', reason = notation_reason_code(st->g.reason, st->g.old_rules);
	gametree_id id;
	st->takeback_first = false;
	if (st->lean) {
		id = treeshape_add(&st->shape, st->cursor, &mv, &added);
		if (make_first)
			treeshape_make_first(&st->shape, id);
		if (st->g.phase == GAME_OVER && added)
			treeshape_set_board_result(&st->shape, id, winner, reason);
		tr_forget(st);
	} else {
		id = gametree_add(t, st->cursor, &mv, &st->g.pos, &added);
		if (id == GAMETREE_NONE)
			xmalloc_fail();   /* not reached: the core refuses a move after a board result */
		if (make_first)
			gametree_make_first(t, id);
		if (st->g.phase == GAME_OVER && added)
			gametree_set_board_result(t, id, winner, reason);
		if (st->intro && added)
			gametree_set_intro(t, id, st->intro, st->intro_len);
	}
	tr_intro_reset(st);
	st->cursor = id;
}

/* Reads one move line (s[0..n), its label first). Returns 0, or -1 on an
 * error of form (err filled); an illegal move is recorded and read on. */
static int tr_move(struct tr_state *st, const char *s, size_t n)
{
	struct moveline ml;
	char why[256];
	struct tr_frame *f = tr_top(st);
	if (tr_skipping(st))
		return 0;
	bool resigns = n > 8 && memcmp(s + n - 8, " resigns", 8) == 0;
	bool bare = n == 8 && memcmp(s, "takeback", 8) == 0;   /* arimaa.com writes it without a label */
	if (moveline_read(s, resigns ? n - 1 : n, !bare, &ml, why, sizeof why) != 0) {
		if (f && f->mode == TR_PENDING)
			return tr_fail(st, st->lineno, ml.label, why);
		tr_illegal_why(st, ml.label, why);
		return 0;
	}
	if (ml.kind == MOVELINE_NONE)
		return 0;   /* a bare label: nothing to play */
	bool first_of_block = f && f->mode == TR_PENDING;
	if (first_of_block && tr_decide(st, f, &ml) != 0)
		return -1;
	struct tr_node cur = tr_node(st, st->cursor);
	if (ml.kind == MOVELINE_TAKEBACK) {
		if (cur.winner && !cur.board_result) {
			tr_set_result(st, st->cursor, 0, 0);
			return 0;
		}
		if (st->cursor == GAMETREE_ROOT || (f && tr_plies(st) <= f->glen)) {
			tr_illegal_why(st, ml.label, "takeback: there is no move to take back");
			return 0;
		}
		tr_takeback(st, st->cursor);
		st->cursor = cur.parent;
		st->takeback_first = true;
		return 0;
	}
	/* after a result only a continuation block plays on */
	if (cur.winner && !(f && st->cursor == f->base && f->mode == TR_CONTINUE && !cur.board_result)) {
		const char *how = notation_reason_code_name(cur.reason);
		snprintf(why, sizeof why, "the game is over: %s won%s%s",
			 notation_color_name(cur.winner == 'w' ? GOLD : SILVER), how ? " by " : "", how ? how : "");
		tr_illegal_why(st, ml.label, why);
		return 0;
	}
	if (ml.kind == MOVELINE_RESIGN) {
		if (st->g.phase != GAME_PLAY) {
			tr_illegal_why(st, ml.label, "resign: a side may resign only after both setups, before the game is over");
			return 0;
		}
		if (ml.has_label && (ml.side != st->g.pos.side || ml.number != st->g.number)) {
			char expect[16];
			notation_label(st->g.number, st->g.pos.side, expect);
			snprintf(why, sizeof why, "move %s is out of order: %s is next", ml.label, expect);
			tr_illegal_why(st, ml.label, why);
			return 0;
		}
		tr_set_result(st, st->cursor, tr_other(st->g.pos.side), 'r');
		return 0;
	}
	char *line = xmalloc(n + 1);
	memcpy(line, s, n);
	line[n] = '\0';
	struct record_error e;
	size_t before = st->g.nmoves;
	int r = record_play_line(&st->g, line, &e);
	free(line);
	if (r != 0 || st->g.nmoves != before + 1) {
		e.line = st->lineno;
		tr_illegal(st, &e);
		return 0;
	}
	tr_add_played(st, first_of_block);
	return 0;
}

/* Whether s[0..n) is a glyph token ("!?", "$14"); its number to *nag. */
static bool tr_glyph(const char *s, size_t n, int *nag)
{
	if (n >= 2 && n <= 4 && s[0] == '$') {
		int v = 0;
		for (size_t i = 1; i < n; i++) {
			if (s[i] < '0' || s[i] > '9')
				return false;
			v = v * 10 + (s[i] - '0');
		}
		*nag = v;
		return v >= 1 && v <= 255;
	}
	*nag = gametree_glyph_read(s, n);
	return *nag != 0;
}

/* Reads the move section's text of one line (or what follows a comment's '}'). */
static int tr_text(struct tr_state *st, const char *s, size_t n)
{
	size_t i = 0;
	while (i < n) {
		if (st->in_comment) {
			i += tr_comment_text(st, s + i, n - i);
			continue;
		}
		while (i < n && text_is_blank(s[i]))
			i++;
		if (i >= n)
			break;
		if (s[i] == '{') {
			st->in_comment = true;
			st->comment_line = st->lineno;
			st->comment.len = 0;
			i++;
			continue;
		}
		size_t k = i;
		while (i < n && !text_is_blank(s[i]) && s[i] != '{')
			i++;
		int nag;
		if (i - k == 1 && s[k] == '(') {
			if (tr_open(st) != 0)
				return -1;
		} else if (i - k == 1 && s[k] == ')') {
			if (tr_close(st) != 0)
				return -1;
		} else if (tr_glyph(s + k, i - k, &nag)) {
			if (!tr_skipping(st) && !st->lean && st->cursor != GAMETREE_ROOT)
				gametree_add_nag(&st->cur->tree, st->cursor, nag);
		} else {
			/* a move: up to a comment, a glyph or the end of the line */
			size_t end = i;
			while (end < n && s[end] != '{') {
				size_t a = end;
				while (a < n && text_is_blank(s[a]))
					a++;
				size_t b = a;
				while (b < n && !text_is_blank(s[b]) && s[b] != '{')
					b++;
				if (a == b || tr_glyph(s + a, b - a, &nag) ||
				    (b - a == 1 && (s[a] == '(' || s[a] == ')')))
					break;
				end = b;
			}
			if (tr_move(st, s + k, end - k) != 0)
				return -1;
			i = end;
		}
	}
	return 0;
}

/* Whether a line (trimmed) is a closing token; its winner to *w (0 for a draw or '*'). */
static bool tr_closing(const char *s, size_t n, char *w)
{
	*w = 0;
	if (n == 3 && memcmp(s, "1-0", 3) == 0)
		*w = 'w';
	else if (n == 3 && memcmp(s, "0-1", 3) == 0)
		*w = 'b';
	else if (!((n == 7 && memcmp(s, "1/2-1/2", 7) == 0) || (n == 1 && s[0] == '*')))
		return false;
	return true;
}

/* Reads one line. */
static int tr_line(struct tr_state *st, const char *s, size_t n)
{
	if (st->in_comment)
		return tr_text(st, s, n);
	const char *t = s;
	size_t tn = n;
	tr_trim(&t, &tn);
	if (!tn) {
		st->after_blank = true;
		return 0;
	}
	if (t[0] == '#')
		return 0;
	char w;
	bool blank_before = st->after_blank;
	st->after_blank = false;
	if (st->cur && !st->in_comment && tr_closing(t, tn, &w)) {
		if (!st->in_moves && tr_start_moves(st) != 0)
			return -1;
		st->said_winner = w;
		return tr_end(st);
	}
	if (st->cur && st->in_moves && blank_before && t[0] == '[' && st->depth == 0) {
		if (tr_end(st) != 0)
			return -1;
	}
	if (!st->cur)
		tr_begin(st, st->lineno);
	if (!st->in_moves) {
		int r = tr_tag(st, t, tn);
		if (r != 0)
			return r < 0 ? -1 : 0;
		if (tr_start_moves(st) != 0)
			return -1;
	}
	/* to the line's end: blanks at the end of a comment's first line are its text */
	return tr_text(st, t, (size_t)(s + n - t));
}

int treerecord_read(const char *text, size_t len, struct treerecord_game **games, size_t *ngames,
		    struct record_error *err)
{
	return treerecord_read_rules(text, len, false, games, ngames, err);
}

/* Reads the games of text, into *games (NULL when st->each hands them over). */
static int tr_read(struct tr_state *st_, const char *text, size_t len, struct treerecord_game **games,
		   size_t *ngames, struct record_error *err);

/* Reads text with a reader of the given kind (each NULL: the games into *games). */
static int tr_read_as(const char *text, size_t len, bool old_rules, bool lean, treerecord_each_fn each, void *ctx,
		      struct treerecord_game **games, size_t *ngames, struct record_error *err)
{
	struct tr_state st;
	memset(&st, 0, sizeof st);
	st.old_rules = old_rules;
	st.lean = lean;
	st.each = each;
	st.ctx = ctx;
	return tr_read(&st, text, len, games, ngames, err);
}

int treerecord_read_rules(const char *text, size_t len, bool old_rules, struct treerecord_game **games,
			  size_t *ngames, struct record_error *err)
{
	return tr_read_as(text, len, old_rules, false, NULL, NULL, games, ngames, err);
}

int treerecord_read_each(const char *text, size_t len, bool old_rules, treerecord_each_fn each, void *ctx,
			 size_t *ngames, struct record_error *err)
{
	return tr_read_as(text, len, old_rules, false, each, ctx, NULL, ngames, err);
}

int treerecord_check_each(const char *text, size_t len, bool old_rules, treerecord_each_fn each, void *ctx,
			  size_t *ngames, struct record_error *err)
{
	return tr_read_as(text, len, old_rules, true, each, ctx, NULL, ngames, err);
}

static int tr_read(struct tr_state *st_, const char *text, size_t len, struct treerecord_game **games,
		   size_t *ngames, struct record_error *err)
{
	struct tr_state st = *st_;
	memset(err, 0, sizeof *err);
	st.err = err;
	if (games)
		*games = NULL;
	*ngames = 0;
	if (!text)
		len = 0;
	if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
		text += 3;
		len -= 3;
	}
	const char *nul = len ? memchr(text, '\0', len) : NULL;
	size_t pos = 0;
	int r = 0;
	if (nul) {
		int line = 1;
		for (const char *p = text; p < nul; p++)
			line += *p == '\n' && line < 0x7fffffff;
		r = tr_fail(&st, line, NULL, "a NUL byte: this is not a text record");
	}
	while (r == 0 && pos < len) {
		const char *nl = memchr(text + pos, '\n', len - pos);
		size_t end = nl ? (size_t)(nl - text) : len;
		size_t n = end - pos;
		if (n && text[pos + n - 1] == '\r')
			n--;
		if (st.lineno < 0x7fffffff)
			st.lineno++;
		r = tr_line(&st, text + pos, n);
		pos = end + 1;
	}
	if (r == 0 && st.in_comment)
		r = tr_fail(&st, st.comment_line, NULL, "this comment's '{' has no '}'");
	if (r == 0)
		r = tr_end(&st);
	if (r == 0 && st.ngames == 0 && st.delivered == 0)
		r = tr_fail(&st, 0, NULL, "the text is empty: no tags and no moves");
	if (r != 0 && st.cur)
		game_free(&st.g);
	if (r != 0)
		tr_release(&st);
	treeshape_free(&st.shape);
	free(st.stack);
	free(st.comment.s);
	free(st.introg.s);
	if (r == 0)
		tr_deliver(&st, true);
	if (r != 0 || st.each) {
		treerecord_free(st.games, st.ngames);
		*ngames = st.delivered;
		return r ? -1 : 0;
	}
	*games = st.games;
	*ngames = st.ngames;
	return 0;
}

void treerecord_free(struct treerecord_game *games, size_t ngames)
{
	for (size_t i = 0; i < ngames; i++)
		gametree_free(&games[i].tree);
	free(games);
}

/* Reads a whole number of at most nine digits at *p (advanced past it). */
static bool tr_number(const char **p, const char *end, long *out)
{
	long v = 0;
	const char *d = *p;
	while (*p < end && **p >= '0' && **p <= '9' && *p - d < 9)
		v = v * 10 + (*(*p)++ - '0');
	*out = v;
	return *p > d;
}

/* Finds the field "name:" (e.g. "wresv:") in p[0..end) before the next
 * entry ("\\n") and reads its number. */
static bool tr_event_field(const char *p, const char *end, const char *name, long *out)
{
	size_t n = strlen(name);
	for (; p + n <= end; p++) {
		if (p + 1 < end && p[0] == '\\' && p[1] == 'n')
			return false;
		if (memcmp(p, name, n) == 0) {
			const char *q = p + n;
			return tr_number(&q, end, out);
		}
	}
	return false;
}

void treerecord_clocks_from_events(struct gametree *t, const char *events, size_t len)
{
	static const char after[] = "] after ";
	const char *p = events, *end = events + len;
	gametree_id node = t->nodes[GAMETREE_ROOT].first;
	while (events && node != GAMETREE_NONE && p < end) {
		const char *a = NULL;
		for (const char *q = p; q + sizeof after - 1 <= end; q++)
			if (memcmp(q, after, sizeof after - 1) == 0) {
				a = q;
				break;
			}
		if (!a)
			return;
		p = a + sizeof after - 1;
		long number, resv;
		if (!tr_number(&p, end, &number) || p >= end)
			return;
		char c = *p++;
		enum color side = c == 'w' || c == 'g' ? GOLD : SILVER;
		const struct gametree_node *n = &t->nodes[node];
		if ((c != 'w' && c != 'b' && c != 'g' && c != 's') || n->move.number != number || n->move.side != side)
			return;
		if (tr_event_field(p, end, side == GOLD ? "wresv:" : "bresv:", &resv))
			gametree_notes_edit(t, node)->clk = resv;
		node = n->first;
	}
}

void treerecord_from_game(const struct game *g, const struct record_header *headers, size_t nheaders,
			  char result_code, char reason_code, struct gametree *t)
{
	if (record_write_from_position(g)) {
				gametree_init_position(t, &g->start, g->nmoves ? g->moves[0].number : g->number);
	} else {
		gametree_init(t);
	}
	t->old_rules = g->old_rules;
	for (size_t i = 0; i < nheaders; i++) {
		const char *k = headers[i].key, *v = headers[i].value;
		char name[TR_NAME_MAX + 1];
		if (!k || !v || strcasecmp(k, "Result") == 0 || strcasecmp(k, "ResultCode") == 0 ||
		    strcasecmp(k, "ReasonCode") == 0 || strcasecmp(k, MOVETIMES_HEADER) == 0)
			continue;
		tr_tag_name(k, strlen(k), name, sizeof name);
		gametree_add_tag(t, name, v, strlen(v));
	}
	/* room for the moves and their steps at once: a long game's tree grown
	 * by doubling took up to twice its room */
	size_t steps = 0;
	for (size_t i = 0; i < g->nmoves; i++)
		if (g->moves[i].type == MOVE_TURN)
			steps += g->moves[i].nsteps;
	gametree_reserve(t, g->nmoves, steps);
	gametree_id cur = GAMETREE_ROOT;
	struct position after = g->start;
	for (size_t i = 0; i < g->nmoves; i++) {
		const struct game_move *m = &g->moves[i];
		if (m->type == MOVE_RESIGN) {
			gametree_set_result(t, cur, m->side == GOLD ? 'b' : 'w', 'r');
			break;
		}
		struct gametree_move mv;
		gametree_move_of(m, &mv);
		game_move_redo(m, &after);
		cur = gametree_add(t, cur, &mv, &after, NULL);
		if (m->used >= 0)
			gametree_notes_edit(t, cur)->emt = m->used;
	}
	if (g->phase == GAME_OVER && !t->nodes[cur].winner) {
		char w = g->winner == GOLD ? 'w' : 'b';
		char why = notation_reason_code(g->reason, g->old_rules);
		if (g->reason == REASON_TIME)
			why = 't';
		else if (g->reason == REASON_SCORE)
			why = 's';
		else if (g->reason == REASON_ILLEGAL)
			why = 'i';
		if (g->reason == REASON_GOAL || g->reason == REASON_ELIMINATION ||
		    g->reason == REASON_IMMOBILIZATION || g->reason == REASON_REPETITION ||
		    g->reason == REASON_THIRD_REPETITION)
			gametree_set_board_result(t, cur, w, why);
		else
			gametree_set_result(t, cur, w, why);
	} else if ((result_code == 'w' || result_code == 'b') && !t->nodes[cur].winner) {
		gametree_set_result(t, cur, result_code, reason_code);
	}
}

/* study.h: the game tree being viewed, curses-free: the tree of a game
 * (notation/gametree.h), the node shown, the line through it replayed as a
 * game for the replay viewer, and the player's edits of the tree: a move
 * entered anywhere adds a branch (an identical child is reused), promote,
 * demote, make main line, delete from here. A game being played keeps its
 * own line as the main line: the tree is "locked" to it, and exploring off
 * it adds variations, never plays them.
 *
 * For the analysis panel (and any other caller): the screens' study is
 * u->study (app.h); study_current() is the node shown (the last whole move
 * at the replay viewer's point), study_add_line() adds a line of moves as a
 * variation at a node (reusing the moves already there; gametree_move_of
 * makes its moves from the core's), and the tree itself is st->tree (its
 * nodes' eval, comment and glyphs are the record's %eval, comments and
 * glyphs). Whatever changes the tree or the node shown, a screen then calls
 * studyview_show(u, id) (app/studyview.h), which replays the line and
 * remakes the viewer; without the screens, study_build_line(). In a game
 * being played (st->locked) a line added is a variation, never played. */
#ifndef ARIMAA_APP_STUDY_H
#define ARIMAA_APP_STUDY_H

#include <stdbool.h>
#include <stddef.h>
#include "core/game.h"
#include "notation/gametree.h"

struct study {
	struct gametree tree;
	bool ready;             /* the tree is initialised */
	gametree_id cur;        /* the node shown: the position after its move (the root: the start) */
	/* The end of the line of the game being played (its main line, kept
	 * so), or GAMETREE_NONE when no game is played on this tree. */
	gametree_id locked;
	gametree_id game_end;   /* where the game study_follow_game followed last ends, or GAMETREE_NONE */
	bool followed;          /* study_follow_game has run on this tree */
	/* The line shown: the root, the nodes to cur, then first children to
	 * the line's end; line[k] is the node after k moves. */
	gametree_id *line;
	size_t nline, line_cap;
	struct game game;       /* the line replayed (what the replay viewer watches) */
	bool has_game;
};

/* What a row of the move list is. */
enum study_row_kind { STUDY_ROW_MOVE, STUDY_ROW_COMMENT, STUDY_ROW_INTRO };

/* One row of the move list: a move (indented by depth: 0 the main line,
 * 1 a variation of it, ...), the comment of the move above it, or the
 * introduction of the variation whose first move is below it. */
struct study_row {
	gametree_id node;
	int depth;
	enum study_row_kind kind;
};

/* Why an edit of the tree was refused. */
enum study_refusal {
	STUDY_OK,
	STUDY_NO_NODE,      /* the root, or a node not there */
	STUDY_FIRST,        /* promote: it is the main line already */
	STUDY_LAST,         /* demote: no variation comes after it */
	STUDY_PLAYED,       /* it would change the line of the game being played */
};

/* Starts an empty study (an empty tree from the setups). */
void study_init(struct study *st);

void study_free(struct study *st);

/* Takes over tree t (the caller no longer frees it); the node shown is the root. */
void study_take_tree(struct study *st, struct gametree *t);

/* Makes a new tree of g's moves (with their times as %emt); the node shown is the root. */
void study_from_game(struct study *st, const struct game *g);

/* Makes g's moves the main line of the tree, adding those it lacks and
 * reusing the rest (a line taken back stays as a variation), and returns
 * its last node. lock: the tree is then locked to it (a game played). A
 * tree that does not start where g starts is made anew from g. */
gametree_id study_follow_game(struct study *st, const struct game *g, bool lock);

/* The node shown. */
static inline gametree_id study_current(const struct study *st)
{
	return st->cur;
}

/* Shows node id and rebuilds the line through it (study_build_line). */
void study_go(struct study *st, gametree_id id);

/* Rebuilds st->line and st->game for the node shown. Returns 0, or -1 if a
 * move on the line does not replay (the game then stops before it). */
int study_build_line(struct study *st);

/* The two halves of study_build_line: st->line alone (st->game dropped),
 * and st->game replayed from st->line. */
void study_build_path(struct study *st);
int study_replay_line(struct study *st);

/* The index in st->line of node id, or -1 if it is not on the line shown. */
long study_line_index(const struct study *st, gametree_id id);

/* Adds move mv played from node at: checked by the rules (why, room for
 * size, says why not), an identical child reused, a board result set on
 * the new node. Returns the node, or GAMETREE_NONE. The node shown is not changed. */
gametree_id study_add_move(struct study *st, gametree_id at, const struct gametree_move *mv, char *why,
			   size_t size);

/* Adds a move written in notation ("Ed2n Ed3n", a setup) at node at, as
 * study_add_move. */
gametree_id study_add_text(struct study *st, gametree_id at, const char *text, char *why, size_t size);

/* Adds n moves, each played after the one before, from node at: a line
 * (an engine's) kept as a variation, reusing the moves already there.
 * Returns the last node added (at itself when n is 0), or GAMETREE_NONE
 * when a move is refused (the moves before it stay; why says which). */
gametree_id study_add_line(struct study *st, gametree_id at, const struct gametree_move *mv, size_t n,
			   char *why, size_t size);

/* The edits of the tree, each refused (with the reason) when it would
 * change the line of the game being played. Promote moves the node one
 * place toward the main line among its siblings, demote one place away;
 * make_main makes every node from the root to it a first child; delete
 * removes it and all below it (the node shown goes to its parent if it
 * was below). The node shown stays, and its line is rebuilt. */
enum study_refusal study_promote(struct study *st, gametree_id id);
enum study_refusal study_demote(struct study *st, gametree_id id);
enum study_refusal study_make_main(struct study *st, gametree_id id);
enum study_refusal study_delete(struct study *st, gametree_id id);

/* The refusal in words ("it is the main line already"). */
const char *study_refusal_text(enum study_refusal r);

/* Shows the sibling before (dir < 0) or after (dir > 0) the node shown, or
 * of the last move it is inside a variation of: the next variation of the
 * move it replaces. At a branch (the node shown alone, its continuations
 * several), dir > 0 shows the first variation of the next move. Returns
 * false if there is none. */
bool study_sibling(struct study *st, int dir);

/* Shows the previous (dir < 0) or next (dir > 0) branch point on the line
 * shown: a node whose move has variations (a node with siblings). Returns
 * false if there is none. */
bool study_branch(struct study *st, int dir);

/* Whether node id is end or one of the moves before it. Linear in end's depth. */
bool study_leads_to(const struct study *st, gametree_id id, gametree_id end);

/* Whether node id is on the line of the game being played (locked). */
bool study_is_played(const struct study *st, gametree_id id);

/* The rows of the move list: the game comment, each move with its
 * comment, variations indented under the move they replace. Writes the
 * rows from index first (at most max) into rows and returns how many there
 * are in all. Linear in the tree; iterative. */
size_t study_rows(const struct study *st, size_t first, struct study_row *rows, size_t max);

/* The index of node id's row in study_rows, or -1. */
long study_row_of(const struct study *st, gametree_id id);

/* Writes a move row's text: label, the move in notation, its glyphs
 * ("12g Ed2n Ed3n ?!", "$10" for other glyphs), the result on the node. */
void study_move_text(const struct study *st, gametree_id id, char *buf, size_t size);

/* Whether the tree holds more than a plain record can: variations,
 * comments, glyphs, clock readings, evaluations or marks. */
bool study_annotated(const struct study *st);

#endif

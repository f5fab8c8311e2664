/* gametree.h: a game as a tree of moves: the first child of a node is the
 * main line, the others variations in the order shown; results live on
 * the nodes, comments, glyphs, clock readings and board marks beside them
 * (gametree_notes), for the nodes that have any. The tree holds
 * no rules: whoever adds a move has played it (through the core) and gives
 * the position after it. Nodes live in one arena whose ids never change;
 * every walk is iterative, so no input can deepen the C stack. */
#ifndef ARIMAA_NOTATION_GAMETREE_H
#define ARIMAA_NOTATION_GAMETREE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "core/game.h"

typedef uint32_t gametree_id;

/* No node: a missing parent, child or sibling. */
#define GAMETREE_NONE ((gametree_id)0xffffffffu)
/* The root: the start of the game, before any move. */
#define GAMETREE_ROOT ((gametree_id)0)

/* At most this many numeric glyphs on a node (PGN's $1 ... $255). */
enum { GAMETREE_MAX_NAGS = 8 };

/* One move in full, as callers give it to the tree and get it back
 * (gametree_move_get): a node keeps it packed (struct gametree_stored_move). */
struct gametree_move {
	enum game_move_type type;             /* MOVE_SETUP or MOVE_TURN */
	int number;                           /* 1 for the setups, then 2, 3, ... */
	enum color side;
	int nsteps;
	struct turn_step steps[TURN_MAX_STEPS];
	int nplacements;
	struct placement placements[SETUP_PIECES];
};

/* A node's move as the node keeps it, 12 bytes: the number, type, side and
 * counts read as in struct gametree_move; the steps and placements are
 * kept apart in the tree: a turn's steps packed 32 bits each (from, to,
 * piece, role, and each capture's piece and trap) in t->packed_steps, so
 * that a turn of one step takes 4 bytes of it and one of four 16, and a
 * setup's placements in t->setups. gametree_move_get gives the move in full. */
struct gametree_stored_move {
	int32_t number;
	uint32_t at;                           /* a turn: its first step in t->packed_steps; a setup: its index in t->setups */
	uint8_t type;                          /* enum game_move_type */
	uint8_t side;                          /* enum color */
	uint8_t nsteps;
	uint8_t nplacements;
};

/* A board mark: a square (arrow false: from only) or an arrow, with its
 * colour letter as %csl and %cal write it ('R', 'G', 'B', 'Y'). */
struct gametree_mark {
	char color;
	bool arrow;
	uint8_t from, to;
};

/* What a record says about a node beyond its move, kept out of the node
 * (allocated only for the nodes that have any: a long plain game has none).
 * gametree_notes() reads it (an empty one for a node without), the
 * gametree_set_* and gametree_add_* functions write it. */
struct gametree_notes {
	char *comment;                          /* NULL if none */
	size_t comment_len, comment_cap;
	char *intro;                            /* a variation's introduction (the comment after its '('), NULL if none */
	uint8_t nags[GAMETREE_MAX_NAGS];        /* numeric glyphs in order; 1 ... 6 are ! ? !! ?? !? ?! */
	int nnags;
	long clk, emt;                          /* %clk and %emt in seconds, -1 if none */
	bool has_eval;
	int eval;                               /* %eval in centi-rabbits, Gold's side */
	struct gametree_mark *marks;
	size_t nmarks;
};

/* A node, 48 bytes and its steps (it was 288 with the move in full, the
 * exact position and the annotations in it: a long game's tree took 41
 * bytes of memory a byte of record with the viewer). */
struct gametree_node {
	uint64_t hash;                          /* the position after the move: its hash (side to move included) */
	gametree_id parent, first, next, prev;  /* the tree; first is the main line */
	gametree_id last;                       /* the last child, so that adding one is constant time */
	uint32_t notes;                         /* 0 if none, else 1 + its index in t->notes; read through gametree_notes() */
	struct gametree_stored_move move;       /* not for the root */
	/* The result on this node: the winner 'w' or 'b' (0: none) and
	 * arimaa.com's reason letter. A board result ('g', 'e', 'm') ends
	 * the line; any other (time, resignation, ...) may be followed by
	 * moves, which are variations only. */
	char winner, reason;
	bool board_result : 1;
	bool dead : 1;                          /* deleted: its id is never used again */
	bool indexed : 1;                       /* in the tree's index (its parent has many children) */
};

/* One tag of the record: [Name "value"]. */
struct gametree_tag {
	char *name;
	char *value;
};

/* A setup's placements, kept out of its node. */
struct gametree_setup {
	struct placement placements[SETUP_PIECES];
};

struct gametree {
	struct gametree_node *nodes;  /* the arena; nodes[0] is the root */
	size_t nnodes, cap;
	size_t live;                  /* nodes not deleted, the root included */
	gametree_id *index;           /* open-addressed (parent, move) -> child, for the children of a
				       * node with more than a few (the others are found by a walk) */
	size_t index_cap, index_used;
	size_t index_live;            /* the nodes in it */
	struct gametree_tag *tags;    /* in order, unknown ones included */
	size_t ntags;
	bool from_position;           /* the game starts from root.after, not the setups */
	int start_number;             /* the number of the first move */
	bool old_rules;
	struct position start;        /* the position at the root */
	struct gametree_setup *setups; /* the placements of the setup nodes, in the order added */
	size_t nsetups;
	uint32_t *packed_steps;       /* the turns' steps, each node's in a run, in the order added */
	size_t npacked_steps, packed_cap;
	struct gametree_notes **notes; /* the nodes' notes, in the order made (NULL: its node deleted) */
	size_t nnotes;
};

/* The largest number of marks a node keeps (more are not added). */
enum { GAMETREE_MAX_MARKS = 128 };

/* A step with its captures in 32 bits: from (6), to (6), piece (4), role
 * (2), captures (2), then each capture's piece (4) and trap (2). */
uint32_t gametree_pack_step(const struct turn_step *ts);

/* The step packed in v (gametree_pack_step), in full. */
void gametree_unpack_step(uint32_t v, struct turn_step *ts);

/* The index key of move mv from node parent: a turn by its steps, a setup
 * by `after`, the hash of the position it makes (so that any order of its
 * placements is one setup). */
uint64_t gametree_key(gametree_id parent, const struct gametree_move *mv, uint64_t after);

/* Starts an empty tree for a game from the setups. */
void gametree_init(struct gametree *t);

/* Makes room for nodes more nodes and steps more steps, so that a long
 * game's tree, made node by node, takes just its own room (grown by
 * doubling it may take almost twice that in address space). */
void gametree_reserve(struct gametree *t, size_t nodes, size_t steps);

/* Gives back the room of the nodes and steps arrays beyond what they hold
 * (grown by a quarter, up to a fifth of it is unused), for a tree read whole. */
void gametree_fit(struct gametree *t);

/* Starts an empty tree for a game from pos (pos->side to make move number). */
void gametree_init_position(struct gametree *t, const struct position *pos, int number);

void gametree_free(struct gametree *t);

/* The node with id id (which must exist). */
static inline struct gametree_node *gametree_node(const struct gametree *t, gametree_id id)
{
	return &t->nodes[id];
}

/* The move of node id (not the root) in full. */
void gametree_move_get(const struct gametree *t, gametree_id id, struct gametree_move *mv);

/* The notes of node id: its comment, introduction, glyphs, clock readings,
 * evaluation and marks (an empty set, clk and emt -1, for a node without). */
const struct gametree_notes *gametree_notes(const struct gametree *t, gametree_id id);

/* The notes of node id to change (made empty when it has none). */
struct gametree_notes *gametree_notes_edit(struct gametree *t, gametree_id id);

/* The side to move after node id's move (at the root, the start's). */
enum color gametree_side_after(const struct gametree *t, gametree_id id);

/* Whether two moves are the same: the same steps in the same order; setups
 * that place the same pieces on the same squares in any order. */
bool gametree_move_equal(const struct gametree_move *a, const struct gametree_move *b);

/* Adds mv (played from parent, giving the position after) as the last child
 * of parent, or returns the child that already plays the same move. Refused
 * (GAMETREE_NONE) after a board result, which ends a line. *added (when
 * not NULL) says whether a node was made. Constant time on average. */
gametree_id gametree_add(struct gametree *t, gametree_id parent, const struct gametree_move *mv,
			 const struct position *after, bool *added);

/* The number of children of a node, and its k-th child (or GAMETREE_NONE). */
size_t gametree_nchildren(const struct gametree *t, gametree_id id);
gametree_id gametree_child(const struct gametree *t, gametree_id id, size_t k);

/* The node's depth: the moves from the root to it. */
size_t gametree_depth(const struct gametree *t, gametree_id id);

/* Whether the node is on the main line (every node from the root to it a first child). */
bool gametree_is_main(const struct gametree *t, gametree_id id);

/* The last node of the main line: first children from the root until a
 * leaf or a node with a result. */
gametree_id gametree_main_end(const struct gametree *t);

/* Moves the node one place up among its siblings (toward the main line).
 * Returns false if it is first already (or the root). */
bool gametree_promote(struct gametree *t, gametree_id id);

/* Makes the node the first child of its parent (the others keep their order). */
void gametree_make_first(struct gametree *t, gametree_id id);

/* Moves the node one place down among its siblings. Returns false if it is last. */
bool gametree_demote(struct gametree *t, gametree_id id);

/* Makes every node from the root to id the first child of its parent. */
void gametree_make_main(struct gametree *t, gametree_id id);

/* Deletes the node and everything below it (not the root: returns false).
 * Time linear in the nodes deleted. */
bool gametree_delete(struct gametree *t, gametree_id id);

/* How many times the position after node id occurs at the ends of turns on
 * the path from the root to id (the node included); setups and the root's
 * position do not count unless they end Silver's setup (the position play
 * starts from). Linear in the depth: the nodes keep hashes, and a match is
 * confirmed on the boards by replaying the path (when its moves do not
 * replay from the root, the hashes alone count). */
int gametree_repetitions(const struct gametree *t, gametree_id id);

/* Sets an outside result on a node (the winner 'w' or 'b', a reason letter
 * such as 't' or 'r'), or clears it (winner 0). Returns false on a node
 * whose board has decided the game (its result cannot be replaced). */
bool gametree_set_result(struct gametree *t, gametree_id id, char winner, char reason);

/* Sets a board result (the core's verdict after the move). */
void gametree_set_board_result(struct gametree *t, gametree_id id, char winner, char reason);

/* Replaces the node's comment (NULL or "" clears it); the text is copied. */
void gametree_set_comment(struct gametree *t, gametree_id id, const char *text, size_t len);

/* Adds text to the node's comment (after a space if it has one), in time
 * linear in len (the comment grows by doubling). */
void gametree_append_comment(struct gametree *t, gametree_id id, const char *text, size_t len);

/* Replaces the node's introduction, as gametree_set_comment. */
void gametree_set_intro(struct gametree *t, gametree_id id, const char *text, size_t len);

/* Adds numeric glyph nag (1 to 255). A move glyph (1 to 6) replaces the
 * node's move glyph, as a node has at most one. Returns false if the node
 * has GAMETREE_MAX_NAGS already or nag is 0. */
bool gametree_add_nag(struct gametree *t, gametree_id id, int nag);

/* Removes every glyph of the node. */
void gametree_clear_nags(struct gametree *t, gametree_id id);

/* Adds a mark (a square or an arrow) to a node; a mark of the same square
 * or arrow is replaced; past GAMETREE_MAX_MARKS nothing is added. */
void gametree_add_mark(struct gametree *t, gametree_id id, const struct gametree_mark *m);

/* The glyph text of a move glyph 1 to 6 ("!", "?", "!!", "??", "!?", "?!"), or NULL. */
const char *gametree_glyph_text(int nag);

/* The move glyph 1 to 6 for text of len bytes, or 0. */
int gametree_glyph_read(const char *s, size_t len);

/* Sets a tag (name and value copied; a tag of that name, case-insensitive,
 * is replaced in place, else added last). Linear in the tags. */
void gametree_set_tag(struct gametree *t, const char *name, const char *value, size_t vlen);

/* The value of a tag (case-insensitive), or NULL. */
const char *gametree_tag(const struct gametree *t, const char *name);

/* Adds a tag last, even if one of that name is there (for readers: constant time). */
void gametree_add_tag(struct gametree *t, const char *name, const char *value, size_t vlen);

/* Removes every tag of that name. */
void gametree_remove_tag(struct gametree *t, const char *name);

/* Whether t holds more than a plain record can: a variation, a comment,
 * a glyph, a clock reading, an evaluation or a mark (linear in the nodes). */
bool gametree_annotated(const struct gametree *t);

/* The node's move as a core move (for writing it with notation). */
void gametree_move_of(const struct game_move *gm, struct gametree_move *mv);

/* Initialises g as the game at t's root (its start position, its number
 * and its rules): free it with game_free. */
void gametree_game_root(const struct gametree *t, struct game *g);

/* Replays the path from the root to id into g (which this initialises;
 * free it with game_free). Returns 0, or -1 if a move on the path is not
 * legal (g then holds the path up to it). */
int gametree_game(const struct gametree *t, gametree_id id, struct game *g);

/* Plays mv on g (a game at the node's position) through the core. Returns
 * GAME_PLAYED or why not (g unchanged). */
enum game_outcome gametree_play(struct game *g, const struct gametree_move *mv);

#endif

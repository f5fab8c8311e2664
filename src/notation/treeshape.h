/* treeshape.h: the shape of a game tree without its notes or positions,
 * for checking an annotated record in little memory: each node's parent,
 * its main child, its move packed and its result. A move played again from
 * the same node comes back to the node kept (and its result), as in a game
 * tree; the main line is the chain of main children. 16 bytes a node, 4
 * a step, and an index of about 6 bytes a node (a game tree takes 52 and
 * the core game's moves 56 more). */
#ifndef ARIMAA_NOTATION_TREESHAPE_H
#define ARIMAA_NOTATION_TREESHAPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "notation/gametree.h"

/* A node, 16 bytes. */
struct treeshape_node {
	gametree_id parent;     /* GAMETREE_NONE for the root */
	gametree_id first;      /* the main child, GAMETREE_NONE if none */
	uint32_t at;            /* a turn: its first step in steps; a setup: its index in setups */
	uint8_t count;          /* the turn's steps or the setup's placements */
	uint8_t flags;          /* TREESHAPE_SETUP, TREESHAPE_BOARD */
	char winner, reason;    /* the result on the node ('w'/'b', 0 if none) and its reason letter */
};

enum {
	TREESHAPE_SETUP = 1,    /* the move is a setup */
	TREESHAPE_BOARD = 2     /* the result is the board's (goal, elimination, ...): it ends the line */
};

struct treeshape {
	struct treeshape_node *nodes;  /* nodes[0] is the root */
	size_t nnodes, cap;
	uint32_t *steps;               /* packed as gametree_pack_step packs them */
	size_t nsteps, steps_cap;
	struct gametree_setup *setups;
	size_t nsetups, setups_cap;
	gametree_id *index;            /* open-addressed by (parent, move): every node but the root */
	size_t index_cap;
};

/* Starts a shape of the root alone. */
void treeshape_init(struct treeshape *s);

void treeshape_free(struct treeshape *s);

/* The child of parent that plays mv (its type, steps or placements; the
 * number and side are not looked at), or a new node for it (*added true),
 * the parent's main child if it had none. Constant time on average. */
gametree_id treeshape_add(struct treeshape *s, gametree_id parent, const struct gametree_move *mv, bool *added);

/* Makes node id its parent's main child. */
void treeshape_make_first(struct treeshape *s, gametree_id id);

/* Node id's move (its type, steps or placements; number and side 0). */
void treeshape_move_get(const struct treeshape *s, gametree_id id, struct gametree_move *mv);

/* Sets a result on node id that is not the board's (winner 0: none);
 * refused (false) on a node with the board's result. */
bool treeshape_set_result(struct treeshape *s, gametree_id id, char winner, char reason);

/* Sets the board's result on node id. */
void treeshape_set_board_result(struct treeshape *s, gametree_id id, char winner, char reason);

/* The main line's last node: main children from the root until a node
 * without one or with a result (as gametree_main_end). */
gametree_id treeshape_main_end(const struct treeshape *s);

#endif

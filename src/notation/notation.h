/* notation.h: standard Arimaa notation for pieces, squares, steps, turns
 * and setups, read and written; and the wording of the core's error codes.
 * Everything here is pure text <-> core; nothing prints. */
#ifndef ARIMAA_NOTATION_NOTATION_H
#define ARIMAA_NOTATION_NOTATION_H

#include <stddef.h>
#include "core/turn.h"
#include "core/game.h"

/* 'E' 'M' 'H' 'D' 'C' 'R' for Gold, lower case for Silver; '.' for PIECE_NONE. */
char notation_piece_char(int piece);

/* The piece for a letter, or PIECE_NONE if c is not a piece letter. */
int notation_piece_from_char(char c);

/* "elephant", "camel", ... for a kind. */
const char *notation_kind_name(enum kind k);

/* "gold" / "silver". */
const char *notation_color_name(enum color c);

/* The side's name as a title, for players without a name: "Gold" or "Silver". */
const char *notation_color_title(enum color c);

/* Writes a square as two characters and a NUL ("d4"). */
void notation_square(int sq, char out[3]);

/* Reads a square from two characters; returns 0..63 or -1. */
int notation_square_read(const char *s);

/* Writes a step ("Ed2n") into out (room for 5). */
void notation_step(struct step s, char out[5]);

/* Writes the steps of a turn with their capture tokens in canonical order
 * ("rb3e rc3x Hb2n") into buf of size `size`; returns the length it needed
 * (as snprintf does). */
size_t notation_turn(const struct turn_step *steps, int n, char *buf, size_t size);

/* Writes steps s[0..n) taken from pos (a turn of pos->side, as movegen
 * lists them) with their capture tokens in canonical order, replaying them
 * to find what falls; steps from an illegal one on are written without
 * captures. Returns the length needed, as notation_turn does. */
size_t notation_steps(const struct position *pos, const struct step *s, int n, char *buf, size_t size);

/* Writes a setup ("Ra1 Rb1 ...", in the order given) as notation_turn does. */
size_t notation_setup(const struct placement *pl, int n, char *buf, size_t size);

/* Writes a move label ("12g", "1s") into out (room for 16). */
void notation_label(int number, enum color side, char out[16]);

/* Explains why a step is illegal in plain words for the position before the
 * step, e.g. "step Ed4n: the elephant on d4 is frozen". Returns the length needed. */
size_t notation_step_error(const struct position *pos, struct step s, enum step_error e,
			   char *buf, size_t size);

/* Explains why a turn may not end ("the turn leaves the position unchanged"). */
const char *notation_turn_end_error(enum turn_end e);

/* Explains why a setup is illegal. */
const char *notation_setup_error(enum setup_error e);

/* Writes what a setup places, from the strongest kind down: "1 elephant,
 * 1 camel, 2 horses, 2 dogs, 2 cats and 8 rabbits" (as snprintf). */
size_t notation_setup_counts(char *buf, size_t size);

/* "goal", "elimination", "immobilization", "repetition", "resignation"; "none". */
const char *notation_reason_name(enum game_reason r);

/* arimaa.com's reason code for how a game ended ('g', 'e', 'm', 'r'; a loss
 * by repetition is 'm' under the rules since 2008-07-01, 'p' before), or 0. */
char notation_reason_code(enum game_reason r, bool old_rules);

/* The word for any of arimaa.com's reason codes ('t' "time", 'f'
 * "forfeit", ...), or NULL for a letter that is none of them. */
const char *notation_reason_code_name(char code);

/* The words after "gold wins by ": the reason's name, with why for a loss
 * by repetition (officially immobilization). */
const char *notation_reason_words(enum game_reason r);

/* The verdict of a finished game in a sentence, e.g. "Alice wins by goal:
 * a rabbit reached the far rank", given the players' names (as snprintf). */
size_t notation_verdict(enum game_reason r, const char *winner, const char *loser, char *buf, size_t size);

/* Reads a step token of len bytes ("Ed2n"). Returns 0, or -1 if it is not
 * one. A step off the board is read with to = SQUARE_NONE. */
int notation_step_read(const char *s, size_t len, struct step *out);

/* Reads a capture token ("Rc3x"): the piece and the square. Returns 0 or -1. */
int notation_capture_read(const char *s, size_t len, int *piece, int *square);

/* Reads a setup token ("Ra1"). Returns 0 or -1. */
int notation_placement_read(const char *s, size_t len, struct placement *out);

/* Writes a setup token ("Ra1") into out (room for 4). */
void notation_placement(struct placement pl, char out[4]);

/* The largest move number a label may carry, and the largest a starting
 * position may give: a game begun at NOTATION_START_MAX cannot reach
 * NOTATION_LABEL_MAX (a file holds far fewer moves), so every label the
 * writer writes is one the reader reads. */
enum { NOTATION_LABEL_MAX = 2000000000, NOTATION_START_MAX = 1000000000 };

/* Reads a move label ("12g", "12s", or the older "12w", "12b") numbered
 * 0 to NOTATION_LABEL_MAX. Returns 0 or -1. */
int notation_label_read(const char *s, size_t len, int *number, enum color *side);

/* Writes a capture token ("Rc3x") into out (room for 5). */
void notation_capture(int piece, int sq, char out[5]);

/* As notation_step_error, for step s tried in turn t: it also names the
 * push that is waiting to be completed. */
size_t notation_turn_step_error(const struct turn *t, struct step s, enum step_error e,
				char *buf, size_t size);

/* "an elephant" / "a dog" ...: the kind with its article. */
const char *notation_kind_article(enum kind k);

#endif

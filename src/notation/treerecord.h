/* treerecord.h: the annotated game record (the PGN-like format of Howdah's
 * docs/VARIATIONS.md) read into game trees and written from them: tags
 * [Name "value"], one move per line with its label, "(" and ")" lines
 * around variations, {comments} with [%clk] [%emt] [%eval] [%csl] [%cal],
 * glyphs, takeback lines, 1-0 / 0-1 closing each game, several games a
 * file. Reading is lenient (arimaa.com "Name: value" headers, White and
 * Black, AEI round-robin files); writing is one canonical form. */
#ifndef ARIMAA_NOTATION_TREERECORD_H
#define ARIMAA_NOTATION_TREERECORD_H

#include <stdbool.h>
#include <stddef.h>
#include "notation/gametree.h"
#include "notation/record.h"

/* One game read. */
struct treerecord_game {
	struct gametree tree;
	int first_line;                /* where its text begins */
	/* An illegal move on the main line: the tree holds the main line up
	 * to it, and the rest of the game's text was skipped. */
	bool illegal;
	struct record_error error;
	/* The first illegal move in a variation (the variation was cut there,
	 * the main line read on). */
	bool variation_illegal;
	struct record_error variation_error;
	/* The result the tags or the closing token state (winner 'w'/'b' and
	 * reason letter, 0 if none), whatever the board says. */
	char said_winner, said_reason;
	/* Only while treerecord_read_each hands the game over: the reader's
	 * core game when it stood at the main line's end (gametree_main_end)
	 * as the game ended, else NULL (replay the main line with
	 * gametree_game): the verdict without a second copy of the game.
	 * treerecord_check_each always sets it (replaying the main line
	 * itself when it ended elsewhere). */
	const struct game *at_end;
	/* The result on the main line's last node (gametree_main_end), as the
	 * tree has it: winner 'w'/'b' (0 if none), reason, whether the board's. */
	char end_winner, end_reason;
	bool end_board_result;
};

/* Whether text looks like an annotated record rather than a plain one: a
 * line of its own "(", ")", "1-0", "0-1", a "[Name" tag, a "{"
 * comment, or a line ending in "takeback" (which only this reader reads). Linear; stops at the first sign. */
bool treerecord_detect(const char *text, size_t len);

/* Reads every game of text (any bytes). Returns 0 with *games (free with
 * treerecord_free) and *ngames >= 1, or -1 with err (line, move, reason)
 * when the text is not a record (a malformed tag, an unbalanced
 * parenthesis, a comment left open, a variation before any move, a
 * variation's first move that neither replaces nor continues the move
 * before it). Illegal moves are not errors: see struct treerecord_game.
 * Time linear in len; memory linear in len. */
int treerecord_read(const char *text, size_t len, struct treerecord_game **games, size_t *ngames,
		    struct record_error *err);

/* As treerecord_read; old_rules: every game is read under the rules
 * before 2008-07-01 (as a Rules tag says for one game). */
int treerecord_read_rules(const char *text, size_t len, bool old_rules, struct treerecord_game **games,
			  size_t *ngames, struct record_error *err);

/* What treerecord_read_each hands over: game number index (from 0), and
 * whether it is the last of the text; the game is freed after the call. */
typedef void (*treerecord_each_fn)(void *ctx, size_t index, bool last, struct treerecord_game *game);

/* As treerecord_read_rules, handing each game to each as soon as the next
 * begins (or the text ends), so that at most two games are held at once:
 * memory bounded by the largest game, whatever the number of games. Games
 * before a format error have been handed over when -1 is returned; the
 * number handed over goes to *ngames. */
int treerecord_read_each(const char *text, size_t len, bool old_rules, treerecord_each_fn each, void *ctx,
			 size_t *ngames, struct record_error *err);

/* As treerecord_read_each, for a check: the same games with the same
 * verdicts, illegal moves and errors, but each game's tree holds its tags
 * alone (no moves, comments or notes: see end_winner for its main line's
 * result) and at_end is always set. The reader keeps the tree's shape
 * (treeshape.h) and the core game's last moves only: a long game takes
 * about 26 bytes a turn beside its repetition table, where the tree
 * reader keeps about 108 (the tree and the core game's moves). */
int treerecord_check_each(const char *text, size_t len, bool old_rules, treerecord_each_fn each, void *ctx,
			  size_t *ngames, struct record_error *err);

/* Frees what treerecord_read made. */
void treerecord_free(struct treerecord_game *games, size_t ngames);

/* Makes a tree of the main line of g (replayed by the store's loader from
 * any plain record or archive row), with the headers as tags (White and
 * Black become Gold and Silver; result headers and MoveTimes become the
 * result on the last node and %emt on each move). */
void treerecord_from_game(const struct game *g, const struct record_header *headers, size_t nheaders,
			  char result_code, char reason_code, struct gametree *t);

/* Gives the main line's moves of t their %clk (the mover's reserve after
 * the move, in seconds) from an arimaa.com archive row's events column
 * ("after 5w, move used:13 wresv:150 bresv:150"; entries separated by the
 * two characters backslash and n), in order from the first move; stops at
 * the first entry that is not the next move. Linear in len. */
void treerecord_clocks_from_events(struct gametree *t, const char *events, size_t len);

/* Writes the canonical annotated record of t (NUL-terminated, malloc'd):
 * tags, a blank line, the game comment, one move per line with glyphs and
 * comment, variations in "(" ")" blocks, and the closing 1-0 or 0-1 when
 * the main line has a result. A tree of one line without tags, comments,
 * glyphs or result is written exactly as record_write writes its game. */
char *treerecord_write(const struct gametree *t);

/* Writes the main line of t as a plain record (record_write, headers
 * "Name: value"), NUL-terminated and malloc'd. */
char *treerecord_write_main(const struct gametree *t);

#endif

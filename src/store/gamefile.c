/* gamefile.c: game files with arimaa.com's headers: the headers the
 * program computes (result, ply count, rules) made afresh from the moves
 * at every write, the others kept as read, saved atomically. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "notation/notation.h"
#include "store/atomic.h"
#include "util/cause.h"
#include "store/gamefile.h"
#include "notation/movetimes.h"
#include "notation/treerecord.h"
#include "util/xmalloc.h"

/* The headers being made: values made here are malloc'd and listed in owned. */
struct gamefile_list {
	struct record_header *h;
	size_t n, cap;
	char **owned;
	size_t nowned;
};

/* The headers computed from the game, in the order they are written. */
enum gamefile_computed { GF_RULES, GF_RESULT, GF_RESULT_CODE, GF_REASON_CODE, GF_PLY_COUNT,
			 GF_MOVE_TIMES, GF_SAVE_TO, GF_SAVE_ID, GF_VIEW, GF_COMPUTER, GF_NCOMPUTED };

static const char *const gamefile_computed_keys[GF_NCOMPUTED] = {
	RECORD_RULES_KEY, "Result", "ResultCode", "ReasonCode", "PlyCount",
	MOVETIMES_HEADER, GAMEFILE_SAVE_TO_KEY, GAMEFILE_SAVE_ID_KEY, GAMEFILE_VIEW_KEY,
	GAMEFILE_COMPUTER_KEY
};

/* The arimaa.com reason code of a finished game, or 0. */
char gamefile_reason_code(const struct game *g)
{
	return g->phase == GAME_OVER ? notation_reason_code(g->reason, g->old_rules) : 0;
}

/* Appends a header; a made value (line NULL) is copied. */
static void gamefile_push(struct gamefile_list *l, const char *key, const char *value, const char *line)
{
	char *v = NULL;

	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 16;
		l->h = xreallocarray(l->h, l->cap, sizeof *l->h);
		l->owned = xreallocarray(l->owned, l->cap, sizeof *l->owned);
	}
	if (!line) {
		v = xstrdup(value);
		l->owned[l->nowned++] = v;
	}
	l->h[l->n].key = (char *)key;
	l->h[l->n].value = v ? v : (char *)value;
	l->h[l->n].line = (char *)line;
	l->n++;
}

/* The result written for g: the board's, or info's while it holds ('w' or
 * 'b' and the reason code; 0 for none). */
static void gamefile_result(const struct game *g, const struct gamefile_info *info, char *winner, char *reason)
{
	*winner = *reason = 0;
	if (g->phase == GAME_OVER) {
		*winner = g->winner == GOLD ? 'w' : 'b';
		*reason = gamefile_reason_code(g);
	} else if ((info->result_code == 'w' || info->result_code == 'b') &&
		   g->nmoves == info->result_nmoves && g->pos.hash == info->result_hash) {
		*winner = info->result_code;
		*reason = info->reason_code;
	}
}

/* The values of the computed headers for g (NULL: not written); the move
 * times, when any, are malloc'd into *times. */
static void gamefile_compute(const struct game *g, const struct gamefile_info *info,
			     const char *val[GF_NCOMPUTED], char plies[16], char codes[2][2], char **times)
{
	const struct game_move *last = game_last(g);
	char winner = 0, reason = 0;

	memset(val, 0, GF_NCOMPUTED * sizeof *val);
	if (g->old_rules)
		val[GF_RULES] = RECORD_RULES_OLD;
	gamefile_result(g, info, &winner, &reason);
	if (winner != 0) {
		val[GF_RESULT] = winner == 'w' ? "1-0" : "0-1";
		codes[0][0] = winner;
		codes[0][1] = '\0';
		val[GF_RESULT_CODE] = codes[0];
		if (reason > ' ' && reason < 0x7f) {
			codes[1][0] = reason;
			codes[1][1] = '\0';
			val[GF_REASON_CODE] = codes[1];
		}
	}
	/* arimaa.com's PlyCount is the number of the last move made. */
	snprintf(plies, 16, "%d", last ? last->number : 0);
	val[GF_PLY_COUNT] = plies;
	/* the time each move took, for the clocks of a resumed game and the replay viewer */
	*times = movetimes_write(g);
	val[GF_MOVE_TIMES] = *times;
	val[GF_SAVE_TO] = info->save_to;
	val[GF_SAVE_ID] = info->save_to ? info->save_id : NULL;
	val[GF_VIEW] = info->view;
	val[GF_COMPUTER] = info->computer;
}

/* The index of key among the computed headers, or -1. */
static int gamefile_computed_index(const char *key)
{
	for (int i = 0; i < GF_NCOMPUTED; i++)
		if (strcasecmp(key, gamefile_computed_keys[i]) == 0)
			return i;
	return -1;
}

/* Writes a header at a kept one's place: the kept line when the value
 * (a name, a time control) is the same, the new value otherwise. */
static void gamefile_name(struct gamefile_list *l, const struct record_header *k, const char *name)
{
	if (!name || strcmp(name, k->value) == 0)
		gamefile_push(l, k->key, k->value, k->line);
	else
		gamefile_push(l, k->key, name, NULL);
}

/* The headers of the game file for g into l. */
static void gamefile_headers(const struct game *g, const struct gamefile_info *info, struct gamefile_list *l)
{
	const char *val[GF_NCOMPUTED];
	char plies[16], codes[2][2], date[32], *times;
	bool done[GF_NCOMPUTED] = { false };
	bool has_event = false, has_date = false, has_gold = false, has_silver = false, has_tc = false;
	struct tm tm;

	gamefile_compute(g, info, val, plies, codes, &times);
	for (size_t i = 0; i < info->nkept; i++) {
		const struct record_header *k = &info->kept[i];
		int c = gamefile_computed_index(k->key);
		if (c >= 0) {
			if (val[c] && !done[c])
				gamefile_push(l, k->key, val[c], NULL);
			done[c] = true;
			continue;
		}
		if (strcasecmp(k->key, "White") == 0 && !has_gold) {
			gamefile_name(l, k, info->gold);
			has_gold = true;
			continue;
		}
		if (strcasecmp(k->key, "Black") == 0 && !has_silver) {
			gamefile_name(l, k, info->silver);
			has_silver = true;
			continue;
		}
		if (strcasecmp(k->key, "TimeControl") == 0) {
			/* the clock the game is played with now, if any */
			if (!has_tc && info->timecontrol && *info->timecontrol != '\0')
				gamefile_name(l, k, info->timecontrol);
			has_tc = true;
			continue;
		}
		has_event |= strcasecmp(k->key, "Event") == 0;
		has_date |= strcasecmp(k->key, "Date") == 0;
		gamefile_push(l, k->key, k->value, k->line ? k->line : NULL);
	}
	if (!has_event && (info->event || !info->adopted))
		gamefile_push(l, "Event", info->event && *info->event != '\0' ? info->event : "Casual game", NULL);
	if (!has_date && info->date_text && *info->date_text != '\0')
		gamefile_push(l, "Date", info->date_text, NULL);
	else if (!has_date && info->date != 0 && localtime_r(&info->date, &tm) &&
		 strftime(date, sizeof date, "%Y.%m.%d", &tm) != 0)
		gamefile_push(l, "Date", date, NULL);
	if (!has_gold && info->gold && *info->gold != '\0')
		gamefile_push(l, "White", info->gold, NULL);
	if (!has_silver && info->silver && *info->silver != '\0')
		gamefile_push(l, "Black", info->silver, NULL);
	if (!has_tc && info->timecontrol && *info->timecontrol != '\0')
		gamefile_push(l, "TimeControl", info->timecontrol, NULL);
	for (int c = 0; c < GF_NCOMPUTED; c++)
		if (val[c] && !done[c])
			gamefile_push(l, gamefile_computed_keys[c], val[c], NULL);
	free(times);
}

/* The annotated record of info->tree, whose main line must begin with g's
 * moves (else NULL: the plain record is written): the headers h as its
 * tags, g's result and move times on g's line. The moves past the end of
 * a game not over (explored ahead of a game in progress) are left out of
 * the file: read back, they would be its main line. */
static char *gamefile_tree_text(const struct game *g, const struct gamefile_info *info,
				const struct record_header *h, size_t nh)
{
	struct gametree *t = info->tree, t0;
	size_t n = g->nmoves;
	char winner, reason;
	gametree_id at = GAMETREE_ROOT, at0 = GAMETREE_ROOT;

	if (n > 0 && g->moves[n - 1].type == MOVE_RESIGN)
		n--;
	for (size_t i = 0; i < n; i++) {
		struct gametree_move mv;
		struct gametree_move had;
		gametree_id c = t->nodes[at].first;
		gametree_move_of(&g->moves[i], &mv);
		if (c != GAMETREE_NONE)
			gametree_move_get(t, c, &had);
		if (c == GAMETREE_NONE || !gametree_move_equal(&had, &mv))
			return NULL;
		at = c;
	}
	gamefile_result(g, info, &winner, &reason);
	treerecord_from_game(g, h, nh, winner, reason, &t0);
	if (t0.from_position != t->from_position) {
		gametree_free(&t0);
		return NULL;
	}
	/* the headers as the tags (the tree's old ones freed with t0) */
	struct gametree_tag *tags = t->tags;
	size_t ntags = t->ntags;
	t->tags = t0.tags;
	t->ntags = t0.ntags;
	t0.tags = tags;
	t0.ntags = ntags;
	at = GAMETREE_ROOT;
	for (size_t i = 0; i < n; i++) {
		at = t->nodes[at].first;
		at0 = t0.nodes[at0].first;
		if (at0 == GAMETREE_NONE)
			break;
		if (gametree_notes(&t0, at0)->emt >= 0)
			gametree_notes_edit(t, at)->emt = gametree_notes(&t0, at0)->emt;
	}
	if (at0 != GAMETREE_NONE && t0.nodes[at0].winner && !t->nodes[at].winner) {
		if (t0.nodes[at0].board_result)
			gametree_set_board_result(t, at, t0.nodes[at0].winner, t0.nodes[at0].reason);
		else
			(void)gametree_set_result(t, at, t0.nodes[at0].winner, t0.nodes[at0].reason);
	}
	gametree_free(&t0);
	gametree_id first = t->nodes[at].first, last = t->nodes[at].last;
	bool cut = !t->nodes[at].winner;
	if (cut)
		t->nodes[at].first = t->nodes[at].last = GAMETREE_NONE;
	char *text = treerecord_write(t);
	if (cut) {
		t->nodes[at].first = first;
		t->nodes[at].last = last;
	}
	return text;
}

/* The whole game file for g. */
char *gamefile_text(const struct game *g, const struct gamefile_info *info)
{
	static const struct gamefile_info none;
	struct gamefile_list l;
	char *text = NULL;

	memset(&l, 0, sizeof l);
	gamefile_headers(g, info ? info : &none, &l);
	if (info && info->tree && gametree_annotated(info->tree))
		text = gamefile_tree_text(g, info, l.h, l.n);
	if (!text)
		text = record_write(g, l.h, l.n);
	for (size_t i = 0; i < l.nowned; i++)
		free(l.owned[i]);
	free(l.owned);
	free(l.h);
	return text;
}

/* Writes g to path atomically, the file getting permissions mode. */
int gamefile_save(const char *path, const struct game *g, const struct gamefile_info *info,
		  mode_t mode, char **cause)
{
	char *text = gamefile_text(g, info);
	int rc;

	rc = atomic_write(path, text, strlen(text), mode, cause);
	free(text);
	return rc;
}

/* Fills info from a record's headers. */
void gamefile_info_from_record(const struct record *rec, const struct game *g, struct gamefile_info *info)
{
	const struct record_header *hdr = rec->headers;
	size_t n = rec->nheaders;

	memset(info, 0, sizeof *info);
	info->adopted = true;
	info->kept = hdr;
	info->nkept = n;
	info->result_nmoves = g->nmoves;
	info->result_hash = g->pos.hash;
	/* the first of a header given twice, as record_header finds it */
	for (size_t i = 0; i < n; i++) {
		const char *k = hdr[i].key, *v = hdr[i].value;
		if (!k || !v)
			continue;
		if (strcasecmp(k, "Event") == 0 && !info->event)
			info->event = v;
		else if (strcasecmp(k, "Date") == 0 && !info->date_text)
			info->date_text = v;
		else if (strcasecmp(k, "White") == 0 && !info->gold)
			info->gold = v;
		else if (strcasecmp(k, "Black") == 0 && !info->silver)
			info->silver = v;
		else if (strcasecmp(k, "TimeControl") == 0 && !info->timecontrol)
			info->timecontrol = v;
	}
	/* arimaa.com's result headers, or those of AEI's round-robin files */
	record_result_said(record_header(rec, "Result"), record_header(rec, "ResultCode"),
			   record_header(rec, "ReasonCode"), &info->result_code, &info->reason_code);
}

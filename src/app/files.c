/* files.c: the screens' side of the game's files. The store
 * (store/playfiles.c) does the writing and reading; this file decides
 * when, words the outcome for the status line or, before the terminal
 * starts, for stderr, and says which screen comes next. */
#include "config.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation/notation.h"
#include "store/load.h"
#include "store/paths.h"
#include "app/files.h"
#include "app/studyview.h"
#include "app/listview.h"
#include "util/xmalloc.h"

/* Adds a note to the status line after what it says already. */
static void files_note(struct ui *u, bool warn, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void files_note(struct ui *u, bool warn, const char *fmt, ...)
{
	char note[320], old[sizeof u->s.status];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(note, sizeof note, fmt, ap);
	va_end(ap);
	snprintf(old, sizeof old, "%s", u->s.status);
	if (old[0])
		session_say(&u->s, warn || u->s.status_warn, "%s; %s", old, note);
	else
		session_say(&u->s, warn, "%s", note);
}

/* The players' names: the command line's, else the record's. */
static void files_names(struct ui *u)
{
	if (u->opt && u->opt->gold_name)
		u->pf.info.gold = u->opt->gold_name;
	if (u->opt && u->opt->silver_name)
		u->pf.info.silver = u->opt->silver_name;
	u->s.names[GOLD] = u->pf.info.gold;
	u->s.names[SILVER] = u->pf.info.silver;
}

/* Tells the screens' other parts (the clocks) that the session has a new
 * game, as the record's TimeControl and move times say. */
static void files_adopted(struct ui *u)
{
	if (u->adopted)
		u->adopted(u);
}

/* Takes the game of a loaded record (r->game is taken over) to play or,
 * when finished or asked for, to watch; save_path is where :save writes. */
static enum files_next files_take(struct ui *u, struct load_result *r, const char *name,
				  const char *save_path, bool from_autosave)
{
	playfiles_adopt(&u->pf, r, save_path, from_autosave);
	files_names(u);
	/* opened into the viewer: studied, its tree free, until played on */
	u->study_only = r->finished || (u->opt && u->opt->replay);
	session_set_game(&u->s, &r->game);
	/* its tree: the annotated record's, else made from the moves */
	studyview_reset(u);
	if (r->tree) {
		study_init(&u->study);
		study_take_tree(&u->study, r->tree);
		free(r->tree);
		r->tree = NULL;
	}
	studyview_follow(u);
	files_adopted(u);
	if (from_autosave) {
		u->s.hotseat = u->pf.hotseat || (u->opt && u->opt->hotseat);
		u->s.flipped = u->pf.flipped;
	}
	if (r->illegal)
		session_say(&u->s, true, "%s: %s; the game stops before it (S saves it to a new file)", name,
			    r->message);
	if (r->finished || (u->opt && u->opt->replay))
		return FILES_NEXT_REPLAY;
	if (u->begun)
		files_autosave(u);
	return FILES_NEXT_GAME;
}

enum files_next files_open_loaded(struct ui *u, struct load_result *r, const char *name)
{
	return files_take(u, r, name, NULL, false);
}

/* Before the first autosave of a game: a game in the slot that is not
 * this game's (unfinished, finished but not kept, or unreadable) is moved
 * out, never overwritten. */
static void files_own(struct ui *u)
{
	char *cause = NULL, *aside = NULL;
	u->owned = true;
	if (playfiles_keep_aside(&u->pf, &aside, &cause) != 0)
		files_note(u, true, "the earlier autosave could not be kept aside: %s", cause);
	else if (aside)
		files_note(u, false, "the earlier game in the autosave was kept as %s", aside);
	free(cause);
	free(aside);
}

void files_autosave(struct ui *u)
{
	char *cause = NULL, *kept = NULL;
	if (!u->pf_ok || !u->begun)
		return;
	if (!u->owned)
		files_own(u);
	u->pf.hotseat = u->s.hotseat;
	u->pf.flipped = u->s.flipped;
	studyview_follow(u);
	if (playfiles_autosave(&u->pf, &u->s.game, &kept, &cause) != 0)
		files_note(u, true, "autosave failed: %s", cause);
	else if (kept)
		files_note(u, false, "the game is kept in %s", kept);
	if (u->pf.relocked)
		files_note(u, true, "the autosave folder was removed: made again, autosaving to %s", u->pf.autosave);
	u->pf.relocked = false;
	free(kept);
	free(cause);
}

void files_after_move(struct session *s, void *data)
{
	(void)s;
	files_autosave(data);
}

/* The game a save writes: the session's, or when the player has made
 * another line the main line of a game not played on (or deleted the
 * game's own), that line. g is set up when *made is true (free it then). */
static const struct game *files_game_to_save(struct ui *u, struct game *g, bool *made)
{
	struct study *st = &u->study;
	*made = false;
	studyview_follow(u);
	if (st->locked != GAMETREE_NONE || (st->game_end != GAMETREE_NONE && gametree_is_main(&st->tree, st->game_end)))
		return &u->s.game;
	if (gametree_game(&st->tree, gametree_main_end(&st->tree), g) != 0) {
		game_free(g);
		return &u->s.game;
	}
	*made = true;
	return g;
}

enum files_next files_save(struct ui *u, const char *file)
{
	char *where = NULL, *cause = NULL;
	struct game main_line;
	bool made = false;
	const struct game *g = files_game_to_save(u, &main_line, &made);
	int rc = playfiles_save(&u->pf, g, file, &where, &cause);
	if (made)
		game_free(&main_line);
	if (rc == 0)
		session_say(&u->s, false, "saved to %s", where ? where : file);
	else
		session_say(&u->s, true, "save failed: %s", cause);
	free(where);
	free(cause);
	return FILES_NEXT_STAY;
}

/* Asks whether to resume the unfinished game r found in the autosave. */
static enum files_next files_ask_resume(struct ui *u, const struct load_result *r)
{
	char label[16] = "";
	const struct game_move *last = game_last(&r->game);
	if (last)
		notation_label(last->number, last->side, label);
	snprintf(u->resume_question, sizeof u->resume_question,
		 "resume the unfinished game (%zu moves, last %s)? y resumes, n starts afresh",
		 r->game.nmoves, label);
	return FILES_NEXT_ASK_RESUME;
}

enum files_next files_resume(struct ui *u, bool yes)
{
	struct load_result r;
	char *cause = NULL, *aside = NULL;
	enum files_next next = FILES_NEXT_GAME;
	u->owned = true;
	if (yes) {
		int found = playfiles_find_resume(&u->pf, &r, &cause);
		if (found == 1) {
			char said[sizeof u->s.status];
			next = files_take(u, &r, "autosave", NULL, true);
			snprintf(said, sizeof said, "%s", u->s.status);
			session_say(&u->s, u->s.status_warn, "resumed: %s", said);
		} else {
			session_say(&u->s, true, "the autosave cannot be resumed: %s",
				    found < 0 ? cause : "no unfinished game in it");
		}
		load_free(&r);
	} else if (playfiles_keep_aside(&u->pf, &aside, &cause) != 0) {
		session_say(&u->s, true, "the unfinished game could not be kept aside: %s; it will be overwritten",
			    cause);
	} else {
		session_say(&u->s, false, "the unfinished game was kept as %s; %s sets up",
			    aside ? aside : "(nothing)", session_side_name(&u->s, GOLD));
	}
	free(cause);
	free(aside);
	return next;
}

/* Without a file: offers the unfinished autosaved game. */
static enum files_next files_offer_resume(struct ui *u)
{
	struct load_result r;
	char *cause = NULL;
	enum files_next next = FILES_NEXT_STAY;
	int found = playfiles_find_resume(&u->pf, &r, &cause);
	if (found < 0) {
		files_note(u, true, "the autosave cannot be read (%s); it will be kept aside", cause);
	} else if (found == 1 && u->opt->resume) {
		load_free(&r);
		next = files_resume(u, true);
	} else if (found == 1) {
		next = files_ask_resume(u, &r);
	} else if (u->opt->resume) {
		session_say(&u->s, false, "no unfinished game to resume: a new game, %s sets up",
			    session_side_name(&u->s, GOLD));
	}
	load_free(&r);
	free(cause);
	return next;
}

void files_load_presets(struct ui *u)
{
	char *path = paths_pkgdata("presets.txt"), *cause = NULL, *text, why[160];
	size_t len = 0;
	presets_builtin(&u->presets);
	if (!(text = load_read_file(path, &len, &cause)))
		session_say(&u->s, true, "only the standard preset: %.200s", cause ? cause : path);
	else if (presets_parse(text, len, &u->presets, why, sizeof why) != 0)
		session_say(&u->s, true, "only the standard preset: %.100s: %s", path, why);
	session_set_presets(&u->s, &u->presets);
	free(text);
	free(cause);
	free(path);
}

enum files_next files_start(struct ui *u, const struct ui_options *opt)
{
	u->opt = opt;
	playfiles_init(&u->pf, opt->gold_name, opt->silver_name, NULL);
	u->pf_ok = true;
	files_names(u);
	/* a new game's clocks, from --time-control, stopped until Gold is ready */
	files_adopted(u);
	if (!opt->file && !opt->games)
		return FILES_NEXT_GAME;
	char *games = opt->games ? paths_pkgdata("famous-games.txt") : NULL;
	const char *file = opt->games ? games : opt->file;
	struct load_result r;
	char *cause = NULL;
	if (load_path(file, NULL, &r, &cause) != 0) {
		fprintf(stderr, "arimaa: %s\n", cause);
		free(cause);
		free(games);
		load_free(&r);
		return FILES_NEXT_FAIL;
	}
	if (r.kind == LOAD_ARCHIVE_LIST) {
		u->list = r;
		u->list_path = games ? games : xstrdup(file);
		session_say(&u->s, false, "%zu games: Enter opens the one marked", r.nentries);
		return FILES_NEXT_LIST;
	}
	enum files_next next = files_take(u, &r, file, r.kind == LOAD_GAME_FILE && !games ? file : NULL, false);
	free(games);
	load_free(&r);
	return next;
}

enum files_next files_begin(struct ui *u)
{
	char *cause = NULL, *kept = NULL;
	/* the editor opens no game (one may start from it): no resume offered */
	bool opened = u->opt->file || u->opt->games || u->opt->edit;
	bool playing = opened && u->mode == UI_MODE_GAME;
	enum files_next next = FILES_NEXT_STAY;
	u->begun = true;
	/* the lessons and puzzles never play a game: no autosave slot is claimed */
	if (!u->pf_ok || u->opt->learn || u->opt->puzzles)
		return next;
	if (playfiles_claim(&u->pf, !opened, &kept, &cause) != 0) {
		files_note(u, true, "autosave off: %s", cause);
		free(cause);
		return next;
	}
	if (u->pf.busy > 0)
		session_say(&u->s, false, "%d other arimaa game%s running, each with its autosave: this one autosaves to %s",
			    u->pf.busy, u->pf.busy == 1 ? " is" : "s are", u->pf.autosave);
	if (kept)
		files_note(u, false, "the finished game found in the autosave is kept in %s", kept);
	free(kept);
	if (!opened)
		return files_offer_resume(u);
	if (playing)
		files_autosave(u);
	return next;
}

enum files_next files_new_game(struct ui *u, bool rematch)
{
	if (u->pf_ok)
		playfiles_restart(&u->pf);
	studyview_reset(u);
	u->study_only = false;
	/* An abandoned game in progress is kept aside, not overwritten. */
	u->owned = false;
	if (rematch) {
		/* colours swapped: the names in the headers too */
		char *g = u->pf.info.gold ? xstrdup(u->pf.info.gold) : NULL;
		playfiles_set_names(&u->pf, u->pf.info.silver, g);
		free(g);
		session_rematch(&u->s);
	} else {
		session_new_game(&u->s);
	}
	if (u->clk.timed && u->pf.timecontrol)
		files_note(u, false, "the same clock, %.60s (:clock changes it before the first move)",
			   u->pf.timecontrol);
	return FILES_NEXT_GAME;
}

enum files_next files_open_entry(struct ui *u)
{
	struct load_result r;
	char *cause = NULL, name[200];
	enum files_next next = FILES_NEXT_STAY;
	size_t row = listview_row(u, u->list_sel);
	if (row >= u->list.nentries)
		return next;
	/* By its row: an id may be empty, repeated or anything at all. */
	if (load_list_game(&u->list, row, &r, &cause) != 0) {
		session_say(&u->s, true, "%s", cause);
	} else {
		load_label(&u->list.source, u->list_path, row, name, sizeof name);
		u->mode = UI_MODE_GAME;
		u->owned = false;
		next = files_take(u, &r, name, NULL, false);
	}
	load_free(&r);
	free(cause);
	return next;
}

enum files_next files_play_game(struct ui *u, struct game *g, const struct turn *t, const char *from)
{
	session_set_game(&u->s, g);
	studyview_reset(u);
	u->study_only = false;
	if (t) {
		u->s.turn = *t;
		pick_after(&u->s.pick, &u->s.turn);
	}
	/* A new game: a new file, no result, begun now. */
	playfiles_restart(&u->pf);
	char said[sizeof u->s.status];
	snprintf(said, sizeof said, "%s", u->s.status);
	session_say(&u->s, false, "%s: %s", from, said);
	files_adopted(u); /* the clocks as the moves kept say, stopped until the player is ready */
	u->owned = false;
	files_autosave(u);
	return FILES_NEXT_GAME;
}

enum files_next files_play_on(struct ui *u)
{
	struct game out;
	struct turn t;
	bool partial = false;
	char label[16], from[64];
	const struct viewer_point *pt = viewer_current(&u->rp);
	snprintf(label, sizeof label, "%s", pt->label[0] ? pt->label : "the start");
	if (viewer_play_on(&u->rp, &out, &t, &partial) != 0) {
		session_say(&u->s, true, "cannot play on from here: the moves up to it do not replay");
		return FILES_NEXT_STAY;
	}
	snprintf(from, sizeof from, "playing on from %s (the record is unchanged)", label);
	return files_play_game(u, &out, partial ? &t : NULL, from);
}

void files_signal_save(struct ui *u)
{
	char *cause = NULL;
	if (u->pf_ok && u->owned) {
		u->pf.hotseat = u->s.hotseat;
		u->pf.flipped = u->s.flipped;
		playfiles_autosave(&u->pf, &u->s.game, NULL, &cause);
	}
	free(cause);
}

bool files_leaving_loses(struct ui *u, const char *leaving, char *question, size_t size)
{
	char where[sizeof u->s.status];
	if (u->mode != UI_MODE_GAME || !u->pf_ok || !u->begun ||
	    playfiles_where(&u->pf, &u->s.game, where, sizeof where))
		return false;
	session_say(&u->s, true, "%s", where);
	snprintf(question, size, "NOT SAVED: s saves it (:save FILE), y %s without it, n stays", leaving);
	return true;
}

void files_status_text(const struct ui *u, char *out, size_t size)
{
	if (u->mode == UI_MODE_GAME && u->pf_ok && u->begun && u->pf.trouble &&
	    !strstr(u->s.status, u->pf.trouble))
		snprintf(out, size, "[%s] %s", u->pf.trouble, u->s.status);
	else
		snprintf(out, size, "%s", u->s.status);
}

bool files_farewell(const struct ui *u, char *out, size_t size)
{
	if (u->mode != UI_MODE_GAME || !u->pf_ok || !u->begun)
		return false;
	playfiles_where(&u->pf, &u->s.game, out, size);
	return true;
}

void files_free(struct ui *u)
{
	/* The view may have changed since the last move: keep it. */
	if (u->pf_ok && u->owned && u->pf.autosaved && u->s.game.phase != GAME_OVER &&
	    (u->pf.hotseat != u->s.hotseat || u->pf.flipped != u->s.flipped))
		files_signal_save(u);
	if (u->rp.points)
		viewer_free(&u->rp);
	studyview_reset(u);
	listview_free(u);
	load_free(&u->list);
	free(u->list_path);
	u->list_path = NULL;
	if (u->pf_ok)
		playfiles_free(&u->pf);
	u->pf_ok = false;
}

/* fuzz_adopt.c: any bytes as a record taken by the screens' model, as
 * opening a file, an archive row or the autosave does: the loader, then
 * the game, its names and its TimeControl handed to the session and the
 * clocks (app/files.c, app/clockui.c, app/clockctl.c; no curses). A time control
 * refused leaves no clock and is quoted on the status line; one taken
 * parses and starts clocks whose reserves are never negative. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "app/clockui.h"
#include "app/files.h"
#include "notation/timecontrol.h"
#include "store/load.h"
#include "fuzz.h"

enum { FUZZ_ADOPT_MAX_ROWS = 4 };

/* Takes one loaded game into a fresh model and checks the clocks. */
static void fuzz_adopt_take(struct load_result *r)
{
	static struct ui u;
	static struct ui_options opt;
	char why[200];
	struct timecontrol tc;

	memset(&u, 0, sizeof u);
	session_init(&u.s);
	playfiles_init(&u.pf, NULL, NULL, NULL);
	u.pf_ok = true;
	u.opt = &opt;
	u.adopted = clockui_adopt;
	files_open_loaded(&u, r, "fuzz");
	FUZZ_ASSERT(memchr(u.s.status, '\0', sizeof u.s.status), "the status not terminated");
	if (u.clk.timed) {
		FUZZ_ASSERT(u.pf.timecontrol, "a clock without its time control kept");
		FUZZ_ASSERT(timecontrol_parse(u.pf.timecontrol, &tc, why, sizeof why) == 0,
			    "a clock from a time control that does not parse");
		for (int c = 0; c < COLOR_NB; c++)
			FUZZ_ASSERT(u.clk.clock.reserve[c] >= 0, "a negative reserve");
	} else {
		FUZZ_ASSERT(!u.pf.timecontrol, "a time control kept for a game without a clock");
	}
	files_free(&u);
	session_free(&u.s);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct load_result r;
	char *cause = NULL;

	if (load_text("fuzz", (const char *)data, size, NULL, &r, &cause) != 0) {
		free(cause);
		load_free(&r);
		return 0;
	}
	if (r.kind != LOAD_ARCHIVE_LIST) {
		fuzz_adopt_take(&r);
		load_free(&r);
		return 0;
	}
	for (size_t i = 0; i < r.nentries && i < FUZZ_ADOPT_MAX_ROWS; i++) {
		struct load_result g;
		if (load_list_game(&r, i, &g, &cause) == 0)
			fuzz_adopt_take(&g);
		free(cause);
		cause = NULL;
		load_free(&g);
	}
	load_free(&r);
	return 0;
}

/* hook.c: ui_after_move, run after every completed turn, setup,
 * resignation, take-back and new game: the game is autosaved. */
#include "config.h"
#include "ui/files.h"
#include "ui/hook.h"

void ui_after_move(struct session *s, void *data)
{
	(void)s;
	files_autosave(data);
}

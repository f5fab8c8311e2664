/* hook.c: ui_after_move, run after every completed turn, setup,
 * resignation, take-back and new game. Empty for now: saving and autosave
 * (the store helper) go here. */
#include "config.h"
#include "ui/hook.h"

void ui_after_move(struct session *s, void *data)
{
	(void)s;
	(void)data;
}

/* hook.h: the hook called after every completed move (see session.h). */
#ifndef ARIMAA_UI_HOOK_H
#define ARIMAA_UI_HOOK_H

#include "ui/session.h"

/* Runs after every completed turn, setup, resignation, take-back and new game. */
void ui_after_move(struct session *s, void *data);

#endif

/* setupmem.h (app): the setup editor remembers each player's last
 * arrangement by name (store/setups.h, under $XDG_STATE_HOME/arimaa) and
 * offers it first the next time that player sets up; L (the bindings
 * table's "copy my last setup") brings it back. Players without a name of
 * their own (Gold, Silver) and engines are not remembered. Draws nothing. */
#ifndef ARIMAA_APP_SETUPMEM_H
#define ARIMAA_APP_SETUPMEM_H

#include <stdbool.h>
#include "app/app.h"

/* Reads the remembered setups (once the terminal is up; a bad file is
 * reported on the status line with its line, and ignored). */
void setupmem_load(struct ui *u);

/* After every move: a setup just played by a named person is remembered
 * (the file written only when it changed). */
void setupmem_after_move(struct ui *u);

/* The setup editor just started for a named person with a remembered
 * setup: it shows that first (the status says so). Cheap; called by the
 * main loop while the setup screen is shown. */
void setupmem_offer(struct ui *u);

/* L: the side's player's last setup in the editor. Returns false (the
 * status says why) if none is remembered. */
bool setupmem_copy(struct ui *u);

#endif

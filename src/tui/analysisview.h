/* analysisview.h: analysis mode and threat mode drawn (the model is
 * app/anmode.c): the panel, the engine's first turn and the threats on
 * the board. */
#ifndef ARIMAA_TUI_ANALYSISVIEW_H
#define ARIMAA_TUI_ANALYSISVIEW_H

#include <stdbool.h>

struct ui;

struct ui_key;

/* Draws what analysis and threat mode show, and the evaluation graph of
 * the whole-game analysis, over the screen drawn. */
void analysisview_draw(struct ui *u);

/* A click on the evaluation graph: shows that position (true), else false. */
bool analysisview_click(struct ui *u, const struct ui_key *k);

#endif

/* analysisview.h: analysis mode and threat mode drawn (the model is
 * app/anmode.c): the panel, the engine's first turn and the threats on
 * the board. */
#ifndef ARIMAA_TUI_ANALYSISVIEW_H
#define ARIMAA_TUI_ANALYSISVIEW_H

struct ui;

/* Draws what analysis and threat mode show, over the screen drawn. */
void analysisview_draw(struct ui *u);

#endif

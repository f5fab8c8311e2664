/* engineview.h: the engines' lines and failure reports, drawn (the
 * engines are app/uiengine.c's). */
#ifndef ARIMAA_TUI_ENGINEVIEW_H
#define ARIMAA_TUI_ENGINEVIEW_H

struct ui;

/* Draws the engine's line (thinking, analysis) and a failure report. */
void engineview_draw(struct ui *u);

#endif

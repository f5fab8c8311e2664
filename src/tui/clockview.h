/* clockview.h: the clocks drawn in the side panel (the controller is
 * app/clockctl.c, run by app/clockui.c). */
#ifndef ARIMAA_TUI_CLOCKVIEW_H
#define ARIMAA_TUI_CLOCKVIEW_H

#include <stddef.h>

struct ui;
struct game;

/* Draws the clocks of the game at rows top.. of the side panel. */
void clockview_draw(const struct ui *u, int top);

/* Draws the clocks as they stood after the first n moves of g, with the
 * time of move n, at row top of the side panel (the replay viewer). */
void clockview_draw_at(const struct ui *u, const struct game *g, size_t n, int top);

/* As clockview_draw_at, the clock of the side to make move n running for
 * the thinking milliseconds it has had so far (real-time replay). */
void clockview_draw_running(const struct ui *u, const struct game *g, size_t n, long long thinking, int top);

#endif

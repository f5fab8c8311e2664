/* next.h: what the screens do after a file action (ui/files.c), which
 * itself switches no screen; screen_follow (screen.c) does it. */
#ifndef ARIMAA_APP_NEXT_H
#define ARIMAA_APP_NEXT_H

/* What the screens do after a file action. */
enum files_next {
	FILES_NEXT_STAY,        /* nothing: the status line says what happened */
	FILES_NEXT_GAME,        /* the game's own screen (setup, play, game over) */
	FILES_NEXT_REPLAY,      /* the replay viewer at the start of the game */
	FILES_NEXT_LIST,        /* the archive's list of games */
	FILES_NEXT_ASK_RESUME,  /* ask u->resume_question (y resumes, n starts afresh) */
	FILES_NEXT_FAIL         /* files_start only: nothing to show; stderr says why */
};

#endif

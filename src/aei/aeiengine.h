/* aeiengine.h: arimaa as an AEI engine (arimaa --aei): the protocol on
 * two descriptors, the built-in player thinking in a thread of its own so
 * that isready and stop are answered while it thinks. */
#ifndef ARIMAA_AEI_AEIENGINE_H
#define ARIMAA_AEI_AEIENGINE_H

/* Speaks AEI, reading commands from in_fd and writing to out_fd, until
 * quit or end of input. Returns the exit status: 0 after quit or end of
 * input, 1 after an unrecognized message or a failure. */
int aeiengine_run(int in_fd, int out_fd);

#endif

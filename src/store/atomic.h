/* atomic.h: writing a file so that it is either wholly the new content or
 * wholly the old: a temporary file in the same directory, synced, then
 * renamed over the target. */
#ifndef ARIMAA_STORE_ATOMIC_H
#define ARIMAA_STORE_ATOMIC_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* Writes the len bytes of data to path atomically, with permissions mode
 * (less the umask) for a new file, those of the old file otherwise. A
 * symbolic link is followed and its target replaced (the link stays a
 * link); a target that is a directory, FIFO, device or socket is refused.
 * The temporary file is ".NAME.XXXXXX" beside the target, NAME cut so the
 * whole fits NAME_MAX. Returns 0, or -1 with *cause saying why; the file at
 * path is then as it was before and no temporary file is left behind. */
int atomic_write(const char *path, const void *data, size_t len, mode_t mode, char **cause);

/* As atomic_write, for a file that must not exist yet: the new file is put
 * in place only if no file (nor link) has the name, even when another
 * process makes one at the same moment. Returns 0, 1 if the name is taken
 * (nothing written), or -1 with *cause. */
int atomic_write_new(const char *path, const void *data, size_t len, mode_t mode, char **cause);

/* What a file of mode m that is not a regular file is, in words, for a
 * refusal ("is a FIFO, not a regular file"); for readers too. */
const char *atomic_kind(mode_t m);

/* The path path names once symbolic links are followed (itself when it is
 * not a link or does not exist), malloc'd; NULL with *cause for a loop of
 * links or a link that cannot be read. */
char *atomic_resolve(const char *path, char **cause);

/* Removes the temporary files that atomic_write for target left behind
 * when the program was killed during a write: regular files of this user
 * named as atomic_write names them, last changed at least min_age seconds
 * ago (any age when min_age <= 0: call it so only while no other process
 * can be writing target). Returns how many were removed. */
int atomic_sweep(const char *target, int min_age);

/* As atomic_sweep, for every target in dir whose name ours accepts (the
 * names of files made anew, such as the saved games'). Returns how many
 * were removed. */
int atomic_sweep_dir(const char *dir, bool (*ours)(const char *name), int min_age);

/* The function atomic_write uses to write to its temporary file, with the
 * signature and meaning of write(2). */
typedef ssize_t (*atomic_write_fn)(int fd, const void *buf, size_t n);

/* Replaces write(2) in atomic_write by fn (for tests that make a save fail
 * half-way); NULL restores write(2). */
void atomic_set_write_fn(atomic_write_fn fn);

#endif

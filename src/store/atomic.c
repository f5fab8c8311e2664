/* atomic.c: atomic file replacement: temporary file, write, fsync, rename,
 * fsync of the directory. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store/atomic.h"
#include "store/cause.h"
#include "util/xmalloc.h"

static atomic_write_fn atomic_writer = write;

/* Replaces write(2) in atomic_write by fn; NULL restores write(2). */
void atomic_set_write_fn(atomic_write_fn fn)
{
	atomic_writer = fn != NULL ? fn : write;
}

/* Writes all of data to fd, retrying short writes; -1 with errno on failure. */
static int atomic_write_all(int fd, const char *data, size_t len)
{
	while (len > 0) {
		ssize_t n = atomic_writer(fd, data, len);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		if (n == 0) {
			errno = ENOSPC;
			return -1;
		}
		data += n;
		len -= (size_t)n;
	}
	return 0;
}

/* The directory part of path ("." if none), malloc'd. */
static char *atomic_dirname(const char *path)
{
	const char *slash = strrchr(path, '/');
	size_t n;

	if (slash == NULL)
		return xstrdup(".");
	n = slash == path ? 1 : (size_t)(slash - path);
	return xmemdup0(path, n);
}

/* Syncs the directory dir so a rename in it is on disk; failures are ignored
 * (some file systems cannot sync a directory, and the file is in place). */
static void atomic_sync_dir(const char *dir)
{
	int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

	if (fd < 0)
		return;
	(void)fsync(fd);
	close(fd);
}

/* Writes data to path atomically. */
int atomic_write(const char *path, const void *data, size_t len, mode_t mode, char **cause)
{
	struct stat st;
	char *dir = NULL, *tmp = NULL;
	const char *base;
	int fd = -1, saved;
	mode_t mask;

	if (path == NULL || *path == '\0') {
		cause_set(cause, "no file name");
		return -1;
	}
	if (stat(path, &st) == 0) {
		if (S_ISDIR(st.st_mode)) {
			cause_set(cause, "%s: is a directory", path);
			return -1;
		}
		mode = st.st_mode & 07777;
	} else {
		mask = umask(0);
		umask(mask);
		mode &= ~mask;
	}
	dir = atomic_dirname(path);
	base = strrchr(path, '/') != NULL ? strrchr(path, '/') + 1 : path;
	tmp = xasprintf("%s/.%s.XXXXXX", dir, base);

	if ((fd = mkstemp(tmp)) < 0) {
		saved = errno;
		cause_set(cause, "%s: %s", path, strerror(saved));
		free(tmp);
		free(dir);
		return -1;
	}
	if (fchmod(fd, mode) != 0 || atomic_write_all(fd, data, len) != 0 || fsync(fd) != 0)
		goto fail;
	if (close(fd) != 0) {
		fd = -1;
		goto fail;
	}
	fd = -1;
	if (rename(tmp, path) != 0)
		goto fail;
	atomic_sync_dir(dir);
	free(tmp);
	free(dir);
	return 0;

fail:
	saved = errno;
	if (fd >= 0)
		close(fd);
	unlink(tmp);
	cause_set(cause, "%s: %s", path, strerror(saved));
	free(tmp);
	free(dir);
	return -1;
}

/* atomic.c: atomic file replacement: a temporary file beside the target,
 * written, synced and renamed over it, then the directory synced. A
 * symbolic link is followed (its target is replaced, the link stays); a
 * target that is not a regular file is refused. */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "store/atomic.h"
#include "util/cause.h"
#include "util/xmalloc.h"

/* The most links followed before giving up, as the kernel does. */
enum { ATOMIC_MAX_LINKS = 40, ATOMIC_SUFFIX = 7 /* ".XXXXXX" */ };

static atomic_write_fn atomic_writer = write;

/* Replaces write(2) in atomic_write by fn; NULL restores write(2). */
void atomic_set_write_fn(atomic_write_fn fn)
{
	atomic_writer = fn ? fn : write;
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

	if (!slash)
		return xstrdup(".");
	return xmemdup0(path, slash == path ? 1 : (size_t)(slash - path));
}

/* The last component of path. */
static const char *atomic_basename(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
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

/* What a file of mode m is, in words, for a refusal. */
const char *atomic_kind(mode_t m)
{
	if (S_ISDIR(m))
		return "is a directory";
	if (S_ISFIFO(m))
		return "is a FIFO, not a regular file";
	if (S_ISCHR(m))
		return "is a character device, not a regular file";
	if (S_ISBLK(m))
		return "is a block device, not a regular file";
	if (S_ISSOCK(m))
		return "is a socket, not a regular file";
	return "is not a regular file";
}

/* Follows path through symbolic links. */
char *atomic_resolve(const char *path, char **cause)
{
	char *cur = xstrdup(path), *link, *dir, *next;
	struct stat st;

	for (int hops = 0;; hops++) {
		if (lstat(cur, &st) != 0 || !S_ISLNK(st.st_mode))
			return cur;
		if (hops == ATOMIC_MAX_LINKS) {
			cause_set(cause, "%s: too many levels of symbolic links", path);
			free(cur);
			return NULL;
		}
		size_t cap = st.st_size > 0 && st.st_size < PATH_MAX ? (size_t)st.st_size + 1 : PATH_MAX;
		link = xmalloc(cap + 1);
		ssize_t n = readlink(cur, link, cap);
		if (n < 0 || (size_t)n >= cap) {
			cause_set(cause, "%s: %s", cur, n < 0 ? strerror(errno) : "link too long");
			free(link);
			free(cur);
			return NULL;
		}
		link[n] = '\0';
		if (link[0] == '/' || !strchr(cur, '/')) {
			next = link;
		} else {
			dir = atomic_dirname(cur);
			next = xasprintf("%s/%s", dir, link);
			free(dir);
			free(link);
		}
		free(cur);
		cur = next;
	}
}

/* The temporary name for target in dir: "." + its name (cut so the whole
 * fits NAME_MAX) + ".XXXXXX", malloc'd. */
static char *atomic_temp_name(const char *dir, const char *target)
{
	const char *base = atomic_basename(target);
	size_t blen = strlen(base), max = NAME_MAX - 1 - ATOMIC_SUFFIX;

	if (blen > max)
		blen = max;
	return xasprintf("%s/.%.*s.XXXXXX", dir, (int)blen, base);
}

/* Puts the temporary file tmp in place at target: renamed over it, or when
 * exclusive linked to it only if no file has the name. Returns 0, 1 when
 * exclusive and the name is taken, -1 with errno. */
static int atomic_place(const char *tmp, const char *target, bool exclusive)
{
	struct stat st;

	if (!exclusive)
		return rename(tmp, target);
	if (link(tmp, target) == 0) {
		unlink(tmp);
		return 0;
	}
	if (errno == EEXIST)
		return 1;
	if (errno != EPERM && errno != ENOTSUP && errno != EOPNOTSUPP && errno != EXDEV)
		return -1;
	/* A file system without hard links: look, then rename. */
	if (lstat(target, &st) == 0)
		return 1;
	return rename(tmp, target);
}

/* Writes data to target (path as the caller named it) through a temporary file. */
static int atomic_put(const char *path, const char *target, const void *data, size_t len,
		      mode_t mode, bool exclusive, char **cause)
{
	char *dir = atomic_dirname(target), *tmp = atomic_temp_name(dir, target);
	int fd, saved, placed;

	if ((fd = mkstemp(tmp)) < 0)
		goto fail;
	if (fchmod(fd, mode) != 0 || atomic_write_all(fd, data, len) != 0 || fsync(fd) != 0) {
		saved = errno;
		close(fd);
		errno = saved;
		goto fail;
	}
	if (close(fd) != 0 || (placed = atomic_place(tmp, target, exclusive)) < 0)
		goto fail;
	if (placed == 1)
		unlink(tmp);
	else
		atomic_sync_dir(dir);
	free(tmp);
	free(dir);
	return placed;

fail:
	saved = errno;
	unlink(tmp);
	cause_set(cause, "%s: %s", path, strerror(saved));
	free(tmp);
	free(dir);
	return -1;
}

/* The permissions a new file gets for mode: less the umask. */
static mode_t atomic_new_mode(mode_t mode)
{
	mode_t mask = umask(0);

	umask(mask);
	return mode & ~mask;
}

/* Writes data to path atomically. */
int atomic_write(const char *path, const void *data, size_t len, mode_t mode, char **cause)
{
	struct stat st;
	char *target;
	int rc;

	if (!path || *path == '\0') {
		cause_set(cause, "no file name");
		return -1;
	}
	if (!(target = atomic_resolve(path, cause)))
		return -1;
	if (stat(target, &st) == 0) {
		if (!S_ISREG(st.st_mode)) {
			cause_set(cause, "%s %s; nothing was written", path, atomic_kind(st.st_mode));
			free(target);
			return -1;
		}
		mode = st.st_mode & 07777;
	} else {
		mode = atomic_new_mode(mode);
	}
	rc = atomic_put(path, target, data, len, mode, false, cause);
	free(target);
	return rc;
}

/* Writes data to path as a new file. */
int atomic_write_new(const char *path, const void *data, size_t len, mode_t mode, char **cause)
{
	struct stat st;

	if (!path || *path == '\0') {
		cause_set(cause, "no file name");
		return -1;
	}
	if (lstat(path, &st) == 0)
		return 1;
	return atomic_put(path, path, data, len, atomic_new_mode(mode), true, cause);
}

/* Whether name is a temporary name atomic_write makes for target's name base. */
static bool atomic_is_temp(const char *name, const char *base)
{
	size_t n = strlen(name), blen = strlen(base), max = NAME_MAX - 1 - ATOMIC_SUFFIX;

	if (blen > max)
		blen = max;
	if (name[0] != '.' || n != 1 + blen + ATOMIC_SUFFIX || strncmp(name + 1, base, blen) != 0 ||
	    name[1 + blen] != '.')
		return false;
	for (size_t i = n - 6; i < n; i++)
		if (!((name[i] >= 'A' && name[i] <= 'Z') || (name[i] >= 'a' && name[i] <= 'z') ||
		      (name[i] >= '0' && name[i] <= '9')))
			return false;
	return true;
}

/* Removes the temporary files in dir of the targets ours accepts. */
int atomic_sweep_dir(const char *dir, bool (*ours)(const char *name), int min_age)
{
	struct dirent *e;
	struct stat st;
	time_t now = time(NULL);
	int removed = 0;
	DIR *d;

	if (!(d = opendir(dir)))
		return 0;
	while ((e = readdir(d))) {
		size_t n = strlen(e->d_name);
		if (n <= 1 + ATOMIC_SUFFIX || e->d_name[0] != '.')
			continue;
		char *base = xmemdup0(e->d_name + 1, n - 1 - ATOMIC_SUFFIX);
		bool match = ours(base) && atomic_is_temp(e->d_name, base);
		free(base);
		if (!match)
			continue;
		char *p = xasprintf("%s/%s", dir, e->d_name);
		if (lstat(p, &st) == 0 && S_ISREG(st.st_mode) && st.st_uid == geteuid() &&
		    (min_age <= 0 || now - st.st_mtime >= min_age) && unlink(p) == 0)
			removed++;
		free(p);
	}
	closedir(d);
	return removed;
}

/* Removes the temporary files left beside target. */
int atomic_sweep(const char *target, int min_age)
{
	char *dir = atomic_dirname(target), *p;
	const char *base = atomic_basename(target);
	struct dirent *e;
	struct stat st;
	time_t now = time(NULL);
	int removed = 0;
	DIR *d;

	if (!(d = opendir(dir))) {
		free(dir);
		return 0;
	}
	while ((e = readdir(d))) {
		if (!atomic_is_temp(e->d_name, base))
			continue;
		p = xasprintf("%s/%s", dir, e->d_name);
		if (lstat(p, &st) == 0 && S_ISREG(st.st_mode) && st.st_uid == geteuid() &&
		    (min_age <= 0 || now - st.st_mtime >= min_age) && unlink(p) == 0)
			removed++;
		free(p);
	}
	closedir(d);
	free(dir);
	return removed;
}

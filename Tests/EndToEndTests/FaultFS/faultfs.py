#!/usr/bin/python3
"""A FUSE file system of faulty files, for meter's end-to-end tests.

Usage: /usr/bin/python3 faultfs.py SPEC MOUNTPOINT

SPEC is a JSON file: {"NAME": {"data": PATH, ...faults}, ...}. Each NAME is a read-only file at the mount's
root, whose content is the file at PATH, served with these faults:

  "size": N          what stat reports (default: the real length); 0 as lxcfs reports for /proc/meminfo
  "grows": true      stat reports what has been read so far: a file that grows while it is read
  "direct_io": bool  every read goes to this process, past the reported size too (default true); without
                     it the kernel's page cache serves the file, and stops at the reported size
  "eio": [[A, B]]    reads at offsets in [A, B) fail with EIO; a read that reaches A stops short there, as a
                     real disk's does before a bad sector
  "fails_whole": true  a read that asks for any byte in an "eio" range fails whole with EIO, as an O_DIRECT
                     read over a bad sector does, rather than stopping short
  "short": N         no read returns more than N bytes
  "eintr_every": K   every Kth read fails with EINTR before it reads anything

It runs in the foreground until unmounted (umount -l MOUNTPOINT), or until the process that started it has
gone (a test run that crashed leaves no mount behind). Python's fusepy needs /dev/fuse and root.
"""

import errno
import json
import os
import stat
import subprocess
import sys
import threading
import time

import fusepy


class FaultFS(fusepy.Operations):
    def __init__(self, spec):
        self.files = {}
        contents = {}
        for name, faults in spec.items():
            if faults["data"] not in contents:
                with open(faults["data"], "rb") as source:
                    contents[faults["data"]] = source.read()
            self.files["/" + name] = dict(faults, content=contents[faults["data"]], served=0, reads=0)
        self.lock = threading.Lock()

    def getattr(self, path, fh=None):
        if path == "/":
            return {"st_mode": stat.S_IFDIR | 0o755, "st_nlink": 2}
        entry = self.files.get(path)
        if entry is None:
            raise fusepy.FuseOSError(errno.ENOENT)
        if entry.get("grows"):
            size = entry["served"]
        else:
            size = entry.get("size", len(entry["content"]))
        return {"st_mode": stat.S_IFREG | 0o444, "st_nlink": 1, "st_size": size}

    def lock(self, path, fh, cmd, lock):
        return 0

    def readdir(self, path, fh):
        return [".", ".."] + [name[1:] for name in self.files]

    def open(self, path, info):
        entry = self.files.get(path)
        if entry is None:
            raise fusepy.FuseOSError(errno.ENOENT)
        info.direct_io = 1 if entry.get("direct_io", True) else 0
        info.keep_cache = 0
        return 0

    def read(self, path, size, offset, info):
        entry = self.files[path]
        with self.lock:
            entry["reads"] += 1
            every = entry.get("eintr_every")
            if every and entry["reads"] % every == 0:
                raise fusepy.FuseOSError(errno.EINTR)
        end = offset + size
        for start, stop in entry.get("eio", []):
            if start <= offset < stop or (entry.get("fails_whole") and offset < stop and start < end):
                raise fusepy.FuseOSError(errno.EIO)
            if offset < start < end:
                end = start
        if entry.get("short"):
            end = min(end, offset + entry["short"])
        chunk = entry["content"][offset:end]
        with self.lock:
            entry["served"] = max(entry["served"], offset + len(chunk))
        return chunk


def unmount_when_orphaned(mountpoint):
    parent = os.getppid()
    while os.getppid() == parent:
        time.sleep(0.5)
    subprocess.run(["umount", "-l", mountpoint], check=False)
    os._exit(0)


def main():
    spec_path, mountpoint = sys.argv[1], sys.argv[2]
    with open(spec_path) as spec_file:
        spec = json.load(spec_file)
    threading.Thread(target=unmount_when_orphaned, args=(mountpoint,), daemon=True).start()
    fusepy.FUSE(FaultFS(spec), mountpoint, foreground=True, raw_fi=True, nothreads=True, ro=True, default_permissions=True)


if __name__ == "__main__":
    main()

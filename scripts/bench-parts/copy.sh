# Sourced by scripts/bench: the rows that copy, count and start meter (the test data, bytes through pipes and
# files, lines, start-up, memory, an idle meter), against cat, wc and pv. Reads the globals that
# scripts/bench sets (work, meter, pv, floor, runs, pin, pin_prefix, rss_tool, big_mib, lines_count,
# small_mib, startup_runs, idle_seconds) and adds rows with `row` (measure.sh).

# shellcheck shell=bash

copy_rows() {
    echo "making test data in $work" >&2
    head -c 4M /dev/urandom > "$work/block"
    for _ in $(seq $((big_mib / 4))); do cat "$work/block"; done > "$work/big"
    head -c "${small_mib}M" "$work/big" > "$work/small"
    seq 1 "$lines_count" > "$work/lines"
    seq 1 30000000 > "$work/lines30"
    big="$work/big" small="$work/small" lines="$work/lines" lines30="$work/lines30"
    big_size="${big_mib}M"
    lines_bytes=$(wc -c < "$lines")

    # 1. Bytes through pipes, display off.
    compare meter "cat $big | $meter -q | cat > /dev/null" \
        cat "cat $big | cat | cat > /dev/null" \
        pv "$(pvq "cat $big | $pv -q | cat > /dev/null")"
    row "$big_mib MiB through pipes, \`-q\`" "$median_meter" "$median_cat" "cat" "$(pv_or_nan "$median_pv")" s 1.0 0.9 \
        "$paired_cat" "$(pv_or_nan "$paired_pv")"

    # 1b. The same while another meter asks for its progress ten times a second (-Q), and while -R changes a
    # setting of it ten times a second: what answering its control channel costs the transfer.
    # (A meter without -P, an older one, writes no PID file: the wait gives up after 5 s.)
    wait_pid="n=0; while [ ! -s $work/pid ] && [ \$n -lt 500 ]; do sleep 0.01; n=\$((n + 1)); done"
    # The transfer runs in the foreground and is what is timed; the asking process starts once the PID file is
    # there and is killed when the transfer ends, so that its own way of noticing the end is not timed.
    # Pinned, the asker runs on the other CPU, so that its own start-ups and frames are not charged to the
    # transfer's CPU: the row shows what answering costs the transfer.
    asker_pin=""
    [ "$pin" = 1 ] && [ "$(nproc)" -gt 1 ] && asker_pin="taskset -c 1"
    observed() { echo "( $wait_pid; $asker_pin bash -c '$2' ) & observer=\$!; cat $big | $meter -q -P $work/pid | cat > /dev/null; kill \$observer 2> /dev/null; wait"; }
    # The unasked baseline has -P too, so that the row shows what answering costs, not what the PID file costs
    # (nothing since -P catches its signals, but it once cost a few percent).
    compare meter "cat $big | $meter -q -P $work/unasked.pid | cat > /dev/null" \
        queried "$(observed -Q "$meter -Q \$(cat $work/pid) -f -i 0.1 2> /dev/null")" \
        remote "$(observed -R "while [ -s $work/pid ]; do $meter -R \$(cat $work/pid) -N renamed 2> /dev/null; sleep 0.1; done")"
    row "the same, queried by \`-Q -i 0.1\`" "$median_queried" "$median_meter" "unasked, \`-P\`" nan s 1.05 "" "$(ratio 1 "$paired_queried")"
    row "the same, \`-R -N\` ten times a second" "$median_remote" "$median_meter" "unasked, \`-P\`" nan s 1.05 "" "$(ratio 1 "$paired_remote")"

    # 2. The same with the display on: to /dev/null, then on a pseudo-terminal at -i 0.1.
    compare meter "cat $big | $meter -f -s $big_size 2>/dev/null | cat > /dev/null" \
        cat "cat $big | cat | cat > /dev/null" \
        pv "$(pvq "cat $big | $pv -f -s $big_size 2>/dev/null | cat > /dev/null")"
    row "the same, \`-f -s ${big_mib}M 2>/dev/null\`" "$median_meter" "$median_cat" "cat" "$(pv_or_nan "$median_pv")" s 1.0 "" \
        "$paired_cat" "$(pv_or_nan "$paired_pv")"

    compare meter "$(in_pty "cat $big | $meter -f -i 0.1 -s $big_size | cat > /dev/null")" \
        cat "$(in_pty "cat $big | cat | cat > /dev/null")" \
        pv "$(pvq "$(in_pty "cat $big | $pv -f -i 0.1 -s $big_size | cat > /dev/null")")"
    row "the same on a pty, \`-f -i 0.1\`" "$median_meter" "$median_cat" "cat" "$(pv_or_nan "$median_pv")" s 1.0 "" \
        "$paired_cat" "$(pv_or_nan "$paired_pv")"

    # 3. A file operand to /dev/null.
    compare meter "$meter -q $big > /dev/null" \
        cat "cat $big > /dev/null" \
        pv "$(pvq "$pv -q $big > /dev/null")"
    row "$big_mib MiB file to /dev/null, \`-q\`" "$median_meter" "$median_cat" "cat" "$(pv_or_nan "$median_pv")" s 1.0 "" \
        "$paired_cat" "$(pv_or_nan "$paired_pv")"

    # 4. Line mode: a file operand, display off and on, then through a pipe.
    compare meter "$meter -l -q $lines > /dev/null" \
        wc "wc -l $lines > /dev/null" \
        pv "$(pvq "$pv -l -q $lines > /dev/null")"
    row "$lines_count lines, file, \`-l -q\`" "$median_meter" "$median_wc" "wc -l" "$(pv_or_nan "$median_pv")" s 1.0 "" \
        "$paired_wc" "$(pv_or_nan "$paired_pv")"

    compare meter "$meter -l -f $lines 2>/dev/null > /dev/null" \
        wc "wc -l $lines > /dev/null" \
        pv "$(pvq "$pv -l -f $lines 2>/dev/null > /dev/null")"
    row "the same, \`-l -f 2>/dev/null\`" "$median_meter" "$median_wc" "wc -l" "$(pv_or_nan "$median_pv")" s 2.0 "" \
        "$paired_wc" "$(pv_or_nan "$paired_pv")"

    compare meter "cat $lines | $meter -l -q > /dev/null" \
        wc "cat $lines | wc -l > /dev/null" \
        pv "$(pvq "cat $lines | $pv -l -q > /dev/null")"
    row "the same lines through a pipe" "$median_meter" "$median_wc" "cat \\| wc -l" "$(pv_or_nan "$median_pv")" s 1.1 "" \
        "$paired_wc" "$(pv_or_nan "$paired_pv")"

    # 4b. Lines with the display on, on one CPU (whatever --no-pin says), 30 million of them: counted once, ahead
    # for the total, and the counted blocks moved in the kernel. The shortest of 5 runs of each, round-robin.
    one_cpu=()
    command -v taskset > /dev/null && one_cpu=(taskset -c 0)
    shortest_of() { # pairs of name and command; sets shortest_<name>
        local -a names=() commands=()
        while [ $# -gt 0 ]; do names+=("$1"); commands+=("$2"); shift 2; done
        local i round start end
        for i in "${!names[@]}"; do : > "$work/shortest.${names[$i]}"; done
        for round in 0 1 2 3 4 5; do
            for i in "${!names[@]}"; do
                start=$EPOCHREALTIME
                "${one_cpu[@]}" bash -c "${commands[$i]}" > /dev/null 2>&1 || true
                end=$EPOCHREALTIME
                [ "$round" = 0 ] || awk -v a="$start" -v b="$end" 'BEGIN { printf "%.6f\n", b - a }' >> "$work/shortest.${names[$i]}"
            done
        done
        for i in "${!names[@]}"; do printf -v "shortest_${names[$i]}" '%s' "$(sort -g "$work/shortest.${names[$i]}" | head -n 1)"; done
    }
    shortest_of meter "$meter -f -l $lines30 > /dev/null" wc "wc -l $lines30 > /dev/null" pv "$(pvq "$pv -f -l $lines30 > /dev/null")"
    row "30M lines, file, \`-f -l\`, one CPU, shortest of 5" "$shortest_meter" "$shortest_wc" "wc -l" "$(pv_or_nan "$shortest_pv")" s 1.2 ""

    # 5. Start-up: the time per run of a loop of runs.
    loop() { echo "for i in \$(seq $startup_runs); do $1 < /dev/null > /dev/null; done"; }
    compare meter "$(loop "$meter -q")" cat "$(loop cat)" pv "$(pvq "$(loop "$pv -q")")" \
        floor "$([ -n "$floor" ] && loop "$floor" || echo true)"
    per_run() { awk -v v="$1" -v n="$startup_runs" 'BEGIN { if (v == "nan") print "nan"; else print v / n }'; }
    row "start-up, \`-q < /dev/null\` ×$startup_runs" "$(per_run "$median_meter")" "$(per_run "$median_cat")" "cat" \
        "$(pv_or_nan "$(per_run "$median_pv")")" ms "" 2.0 "$paired_cat" "$(pv_or_nan "$paired_pv")"
    if [ -n "$floor" ]; then
        row "start-up of a do-nothing Swift binary built the same way" "$(per_run "$median_floor")" "$(per_run "$median_cat")" "cat" \
            "$(pv_or_nan "$(per_run "$median_pv")")" ms "" ""
    fi

    # 6. Peak resident memory, at the full size and at 2 MiB (the same if flat). Most of it is the binary's
    # code, mapped by the kernel as the page cache holds it: a binary just copied (cp, install) is cached in
    # bigger pieces, and a run of it maps up to 0.4 MiB more. So the binaries are first dropped from the page
    # cache and read back by one run, as after a reboot.
    fresh_cache() {
        python3 -c 'import os, sys
    for path in sys.argv[1:]:
        fd = os.open(path, os.O_RDONLY); os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED); os.close(fd)' "$@" 2> /dev/null || true
        local binary
        for binary in "$@"; do "$binary" -q < /dev/null > /dev/null 2>&1 || true; done
    }
    if [ -n "$rss_tool" ]; then
        fresh_cache "$meter" ${pv:+"$pv"} ${floor:+"$floor"}
        rss_pipe_big=$(peak_rss "cat $big | {} | cat" "$meter -q")
        rss_pipe_small=$(peak_rss "cat $small | {} | cat" "$meter -q")
        rss_pv_pipe=$(pv_or_nan "$(peak_rss "cat $big | {} | cat" "$pv -q")")
        row "peak RSS, pipes, \`-q\`, $big_mib MiB" "$rss_pipe_big" "$rss_pipe_small" "at ${small_mib} MiB" "$rss_pv_pipe" kib 1.1 3.0
        rss_file=$(peak_rss "{} > /dev/null" "$meter -f -s $big_size $big")
        rss_pv_file=$(pv_or_nan "$(peak_rss "{} > /dev/null" "$pv -f -s $big_size $big")")
        row "peak RSS, file, \`-f\`" "$rss_file" "nan" "" "$rss_pv_file" kib "" 3.0
        rss_lines=$(peak_rss "{} > /dev/null" "$meter -l -f $lines")
        rss_pv_lines=$(pv_or_nan "$(peak_rss "{} > /dev/null" "$pv -l -f $lines")")
        row "peak RSS, lines, \`-l -f\`" "$rss_lines" "nan" "" "$rss_pv_lines" kib "" 3.0
        if [ -n "$floor" ]; then
            row "peak RSS of a do-nothing Swift binary built the same way" "$(peak_rss "{} < /dev/null" "$floor")" "nan" "" \
                "$(pv_or_nan "$(peak_rss "{} < /dev/null" "$pv -q")")" kib "" ""
        fi
    else
        echo "peak RSS: skipped (no GNU time at /usr/bin/time; on Debian: apt-get install time)" >&2
        rows+=("| peak RSS | - | - | - | - | - | ≤ 3.0× pv, flat | SKIPPED (no /usr/bin/time: apt-get install time) |")
        skipped=$((skipped + 1))
    fi

    # 7. An idle meter: input open, nothing arriving, display on. Its CPU time over the idle period.
    idle_cpu() { # prints CPU milliseconds and voluntary context switches of the command reading an idle pipe
        local fifo="$work/idle.fifo" pid ticks0 ticks1 switches0 switches1 hz
        hz=$(getconf CLK_TCK)
        rm -f "$fifo"
        mkfifo "$fifo"
        exec 7<> "$fifo" # a writer that never writes, so the reader never sees the end
        bash -c "exec $1" < "$fifo" > /dev/null 2>&1 7>&- &
        pid=$!
        idle_pid=$pid
        sleep 0.5
        read -r ticks0 switches0 < <(stat_of "$pid")
        sleep "$idle_seconds"
        read -r ticks1 switches1 < <(stat_of "$pid")
        exec 7>&-
        wait "$pid" 2> /dev/null || true
        idle_pid=
        awk -v a="$ticks0" -v b="$ticks1" -v hz="$hz" -v s0="$switches0" -v s1="$switches1" \
            'BEGIN { printf "%d %d\n", (b - a) * 1000 / hz, s1 - s0 }'
    }
    stat_of() { # utime+stime in ticks, and voluntary context switches
        local process=$1 fields
        fields=$(sed -e 's/.*) //' "/proc/$process/stat")
        set -- $fields
        printf '%s %s\n' "$(( ${12} + ${13} ))" "$(awk '/^voluntary_ctxt_switches/ { print $2 }' "/proc/$process/status")"
    }
    read -r idle_ms idle_wakeups < <(idle_cpu "$meter -f")
    pv_idle="-"
    if [ -n "$pv" ]; then
        read -r pv_idle_ms pv_idle_wakeups < <(idle_cpu "$pv -f")
        pv_idle="${pv_idle_ms} ms (${pv_idle_wakeups})"
    fi
    idle_verdict=PASS
    [ "$idle_ms" -le $((idle_seconds * 5)) ] || { idle_verdict=FAIL; failures=$((failures + 1)); }
    rows+=("| idle ${idle_seconds} s, \`-f\`, CPU time (wake-ups) | ${idle_ms} ms (${idle_wakeups}) | - | ${pv_idle} | - | - | ≤ 0.5% of one CPU | $idle_verdict |")
    echo "${rows[-1]}" >&2
}

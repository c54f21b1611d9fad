# Sourced by scripts/bench: the rows of -d over many processes. Reads the globals that scripts/bench sets
# (work, meter, pv, root, sleepers, watch_seconds, watch_rounds) and adds rows with `row` (measure.sh).

# shellcheck shell=bash

# N copies of sleep (named meterbenchslp, so that nothing else matches), each holding a 1 MiB file open,
# watched by name in a pseudo-terminal of 120x40 (scripts/cpu-in-pty), meter and pv round-robin. Each run
# samples the CPU twice: when the first frame appears (the first scan: finding the processes and their
# files) and $watch_seconds later (the steady cost, per second). The ratios to pv are paired by round.
# Then meter's steady CPU per watched descriptor at 1,000 processes against at 20: costs that grow no
# faster than the work.
watch_rows() {
    local count round steady=() first_meter first_pv steady_meter steady_pv paired_first paired_steady
    cp "$(command -v sleep)" "$work/meterbenchslp"
    head -c 1M /dev/zero > "$work/held"
    for count in 20 200 1000; do
        for _ in $(seq "$count"); do
            "$work/meterbenchslp" 3600 < "$work/held" > /dev/null 2>&1 &
            sleepers+=($!)
        done
        sleep 1
        : > "$work/cpu.meter"; : > "$work/cpu.pv"
        for round in $(seq "$watch_rounds"); do
            "$root/scripts/cpu-in-pty" "$watch_seconds" "$meter" -d =meterbenchslp >> "$work/cpu.meter"
            if [ -n "$pv" ]; then "$root/scripts/cpu-in-pty" "$watch_seconds" "$pv" -d =meterbenchslp >> "$work/cpu.pv"; fi
        done
        stop_sleepers
        first_meter=$(cut -d ' ' -f 1 "$work/cpu.meter" | median)
        steady_meter=$(cut -d ' ' -f 2 "$work/cpu.meter" | median)
        first_pv=nan steady_pv=nan paired_first=nan paired_steady=nan
        if [ -n "$pv" ]; then
            first_pv=$(cut -d ' ' -f 1 "$work/cpu.pv" | median)
            steady_pv=$(cut -d ' ' -f 2 "$work/cpu.pv" | median)
            paired_first=$(paste -d ' ' "$work/cpu.meter" "$work/cpu.pv" | awk '$3 > 0 { print $1 / $3 }' | median)
            paired_steady=$(paste -d ' ' "$work/cpu.meter" "$work/cpu.pv" | awk '$4 > 0 { print $2 / $4 }' | median)
        fi
        row "\`-d =NAME\` over $count processes: first scan, CPU (pty 120x40)" "$first_meter" nan "" "$first_pv" s "" 1.0 \
            "" "$paired_first"
        row "the same, steady: CPU a second over ${watch_seconds} s after it" "$steady_meter" nan "" "$steady_pv" ms "" 1.0 \
            "" "$paired_steady"
        steady+=("$steady_meter")
    done
    row "\`-d\`: meter's steady CPU a second per watched descriptor, 1,000 processes" \
        "$(awk -v v="${steady[2]}" 'BEGIN { print v / 1000 }')" "$(awk -v v="${steady[0]}" 'BEGIN { print v / 20 }')" \
        "at 20" nan us 1.5 ""
}

# Sourced by scripts/bench, which holds the cases and the table: how a command is timed, compared and
# measured, and how a row of the table is made. Each function reads the globals that scripts/bench sets
# before it calls them (work, runs, pin_prefix, rss_tool, pv, rows, failures, skipped).

# shellcheck shell=bash

# Seconds (with microseconds) that one shell command takes, run pinned in a fresh bash.
time_once() {
    local start end
    start=$EPOCHREALTIME
    "${pin_prefix[@]}" bash -c "$1" > /dev/null 2>&1 || true
    end=$EPOCHREALTIME
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.6f\n", b - a }'
}

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# Times the named commands round-robin: one warm-up each, then $runs rounds; sets median_<name>, and for
# every name after the first, paired_<name>: the median over the rounds of first / name.
# Arguments: pairs of name and command.
compare() {
    local -a names=() commands=()
    while [ $# -gt 0 ]; do names+=("$1"); commands+=("$2"); shift 2; done
    local i round
    for i in "${!names[@]}"; do time_once "${commands[$i]}" > /dev/null; : > "$work/times.${names[$i]}"; done
    for round in $(seq "$runs"); do
        for i in "${!names[@]}"; do time_once "${commands[$i]}" >> "$work/times.${names[$i]}"; done
    done
    for i in "${!names[@]}"; do
        printf -v "median_${names[$i]}" '%s' "$(median < "$work/times.${names[$i]}")"
        [ "$i" = 0 ] && continue
        printf -v "paired_${names[$i]}" '%s' "$(paste -d ' ' "$work/times.${names[0]}" "$work/times.${names[$i]}" |
            awk '$2 > 0 { print $1 / $2 }' | median)"
    done
}

# A pseudo-terminal around a command (its standard error is the terminal; standard output is redirected
# inside the command). util-linux script, or python3's pty module.
in_pty() {
    local quoted
    printf -v quoted '%q' "stty cols 100 rows 30 2>/dev/null; $1"
    if command -v script > /dev/null; then
        echo "script -qec $quoted /dev/null < /dev/null > /dev/null"
    else
        echo "python3 -c 'import pty,sys; pty.spawn([\"bash\",\"-c\",sys.argv[1]])' $quoted < /dev/null > /dev/null"
    fi
}

# Peak resident set (KiB) of the command in $2 run inside the shell line $1 (where {} stands for it).
peak_rss() {
    local line=$1 command=$2 wrapped
    [ "$rss_tool" = time ] || { echo nan; return; }
    wrapped="/usr/bin/time -f %M -o $work/rss $command"
    rm -f "$work/rss"
    bash -c "${line//\{\}/$wrapped}" > /dev/null 2>&1 || true
    tail -n 1 "$work/rss" 2> /dev/null || echo nan
}

# row CASE METER BASE BASE_NAME PV UNIT TARGET_BASE TARGET_PV [RATIO_BASE RATIO_PV]: one line of the
# table, with the verdict. The ratios are METER / BASE and METER / PV unless given (the paired ratios).
row() {
    local label=$1 value=$2 base=$3 base_name=$4 pv_value=$5 unit=$6 target_base=$7 target_pv=$8
    local ratio_base ratio_pv verdict=PASS target="" measured=0
    [ -z "$target_base$target_pv" ] && verdict="(context)"
    ratio_base=$(ratio "$value" "$base" "${9:-}")
    ratio_pv=$(ratio "$value" "$pv_value" "${10:-}")
    if [ -n "$target_base" ]; then
        target="≤ ${target_base}× $base_name"
        if [ "$ratio_base" != "-" ]; then
            measured=1
            awk -v r="$ratio_base" -v t="$target_base" 'BEGIN { exit !(r + 0 <= t + 0) }' || verdict=FAIL
        fi
    fi
    if [ -n "$target_pv" ]; then
        target="${target:+$target, }≤ ${target_pv}× pv"
        if [ "$ratio_pv" = "-" ]; then
            [ -z "$pv" ] && target="$target (no pv)"
        else
            measured=1
            awk -v r="$ratio_pv" -v t="$target_pv" 'BEGIN { exit !(r + 0 <= t + 0) }' || verdict=FAIL
        fi
    fi
    [ "$verdict" = PASS ] && [ "$measured" = 0 ] && verdict=SKIPPED
    [ "$verdict" = FAIL ] && failures=$((failures + 1))
    [ "$verdict" = SKIPPED ] && skipped=$((skipped + 1))
    rows+=("$(printf '| %s | %s | %s %s | %s | %s | %s | %s | %s |' "$label" "$(fmt "$value" "$unit")" \
        "$(fmt "$base" "$unit")" "$base_name" "$(fmt "$pv_value" "$unit")" "$ratio_base" "$ratio_pv" "$target" "$verdict")")
    echo "${rows[-1]}" >&2
}

# ratio A B [GIVEN]: GIVEN (when a number) or A / B, to two places; "-" when there is none.
ratio() {
    awk -v a="$1" -v b="$2" -v given="${3:-}" 'BEGIN {
        if (b == "nan" || b == "" || b + 0 == 0) print "-"
        else if (given != "" && given != "nan") printf "%.2f", given
        else printf "%.2f", a / b
    }'
}

fmt() {
    case "$1" in nan | "") echo "-"; return ;; esac
    case "$2" in
    s) awk -v v="$1" 'BEGIN { printf "%.3f s", v }' ;;
    ms) awk -v v="$1" 'BEGIN { printf "%.2f ms", v * 1000 }' ;;
    us) awk -v v="$1" 'BEGIN { printf "%.2f µs", v * 1000000 }' ;;
    kib) awk -v v="$1" 'BEGIN { printf "%.1f MiB", v / 1024 }' ;;
    *) echo "$1" ;;
    esac
}

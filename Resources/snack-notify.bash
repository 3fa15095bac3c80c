# bash completion for snack-notify (installed by `make install`), written from the option table
# (NotifyOption.bashCompletion); DocumentationTests keeps this file equal to it.
_snack_notify() {
    local cur prev
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD-1]}
    case $prev in
        -u|--urgency) COMPREPLY=($(compgen -W "low normal critical" -- "$cur")); return ;;
        -i|--icon) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        -h|--hint) COMPREPLY=($(compgen -W "int:value: string:image-path: string:x-dunst-stack-tag: boolean:transient:true byte:urgency:" -- "$cur")); compopt -o nospace; return ;;
        --type) COMPREPLY=($(compgen -W "positive warning negative info neutral" -- "$cur")); return ;;
        --duration) COMPREPLY=($(compgen -W "short long infinite" -- "$cur")); return ;;
        --position) COMPREPLY=($(compgen -W "top bottom" -- "$cur")); return ;;
        --align) COMPREPLY=($(compgen -W "leading center trailing" -- "$cur")); return ;;
        --monitor) COMPREPLY=($(compgen -W "primary pointer all 0 1 2" -- "$cur")); return ;;
        --render-png) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --theme) COMPREPLY=($(compgen -f -X '!*.css' -- "$cur") $(compgen -d -- "$cur")); return ;;
        --dnd) COMPREPLY=($(compgen -W "on off toggle status" -- "$cur")); return ;;
        -t|--expire-time|-a|--app-name|-c|--category|-r|--replace-id|-A|--action|--show-delay|--min-visible|--long-action|--id|--close) return ;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "-? --help -u --urgency -t --expire-time -a --app-name -i --icon -c --category -e
            --transient -h --hint -p --print-id -r --replace-id -w --wait -A --action -v --version
            --type --duration --requires-interaction --show-delay --min-visible --countdown
            --long-action --no-close-button --position --align --monitor --render-png --theme --dark
            --light --markup --id --json --follow --verbose --focus --close --close-all --dnd
            --history --history-pop" -- "$cur"))
    fi
}
complete -F _snack_notify snack-notify

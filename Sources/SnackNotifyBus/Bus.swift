import CGLib

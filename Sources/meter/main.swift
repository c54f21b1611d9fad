import Glibc
import MeterCLI

exit(MeterCommand.main())
